import type { SVGProps } from 'react';

// A handful of stroke icons drawn inline (lucide's shapes) so this bundle ships no icon library.
function Icon({ paths, ...props }: Omit<SVGProps<SVGSVGElement>, 'd'> & { paths: string[] }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;
export const SendIcon = (p: P) => <Icon {...p} paths={['M14.5 21.7a.5.5 0 0 0 .9-.1L22 2.5a.5.5 0 0 0-.6-.6L2.4 8.5a.5.5 0 0 0 0 .9l8 3.2a2 2 0 0 1 1.1 1.1z', 'm21.9 2.1-10.9 10.9']} />;
export const BotIcon = (p: P) => <Icon {...p} paths={['M12 8V4H8', 'M4 8h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z', 'M2 14h2', 'M20 14h2', 'M15 13v2', 'M9 13v2']} />;
export const FlagIcon = (p: P) => <Icon {...p} paths={['M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.3 2a6 6 0 0 0 4-1.2 1 1 0 0 1 1.7.8v10.8a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.3']} />;
export const RefreshIcon = (p: P) => <Icon {...p} paths={['M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.7 2.7L3 8', 'M3 3v5h5']} />;
export const ExternalIcon = (p: P) => <Icon {...p} paths={['M15 3h6v6', 'M10 14 21 3', 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6']} />;
export const SparkIcon = (p: P) => <Icon {...p} paths={['M12 3l1.9 5.8L20 11l-6.1 2.2L12 19l-1.9-5.8L4 11l6.1-2.2z']} />;
export const AlertIcon = (p: P) => <Icon {...p} paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 8v4', 'M12 16h.01']} />;
export const LinkIcon = (p: P) => <Icon {...p} paths={['M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7', 'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7']} />;
export const ThumbsUpIcon = (p: P) => <Icon {...p} paths={['M7 10v12', 'M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z']} />;
export const ThumbsDownIcon = (p: P) => <Icon {...p} paths={['M17 14V2', 'M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z']} />;
export const PersonIcon = (p: P) => <Icon {...p} paths={['M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z']} />;
