export function SignInPage() {
  return <div>sign in</div>;
}
