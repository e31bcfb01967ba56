// Placeholder until issue 7 builds this screen; the route is real.
export default function LandingPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">SafeKid Tag</h1>
    </section>
  );
}
