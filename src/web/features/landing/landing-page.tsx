export function LandingPage() {
  return <div>landing</div>;
}
