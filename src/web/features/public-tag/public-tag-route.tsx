// Placeholder until issue 5 builds this screen; the route is real.
export default function PublicTagRoute() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">EMERGENCY INFORMATION</h1>
    </section>
  );
}
