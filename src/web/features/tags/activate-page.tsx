// Placeholder until issue 4 builds this screen; the route is real.
export default function ActivatePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">Activate Your SafeKid Tag</h1>
    </section>
  );
}
