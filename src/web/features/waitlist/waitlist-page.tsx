export function WaitlistPage() {
  return <div>waitlist</div>;
}
