// Placeholder until issue 6 builds this screen; the route is real.
export default function AdminLoginPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">Admin Login</h1>
    </section>
  );
}
