import { AtSign, Briefcase, Podcast, Video } from 'lucide-react';

// lucide has no brand marks; these say what each link is for.
export function SocialIcon({ id }: { id: string }) {
  const props = { 'aria-hidden': true, className: 'size-5' } as const;
  switch (id) {
    case 'youtube':
      return <Video {...props} />;
    case 'spotify':
      return <Podcast {...props} />;
    case 'linkedin':
      return <Briefcase {...props} />;
    default:
      return <AtSign {...props} />;
  }
}
