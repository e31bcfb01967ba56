// Placeholder until issue 3 builds this screen; the route is real.
export default function AuthPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">Welcome Back</h1>
    </section>
  );
}
