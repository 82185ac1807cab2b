/** A figure the server could not give (null): a dash for the eye, the reason for screen readers and on hover. */
export function MissingFigure({ reason }: { reason: string }) {
  return (
    <span title={reason}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}
