export function NotFoundPage() {
  return <div>404 Page Not Found</div>;
}
