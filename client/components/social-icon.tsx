import { AtSign, Briefcase } from 'lucide-react';
import { BrandGlyph } from './brand-glyph.tsx';

// The network's own mark where simple-icons has it (brand-glyph.tsx); LinkedIn is absent from it on
// purpose, so its link keeps a briefcase (a professional network), and anything else an '@'.
export function SocialIcon({ id }: { id: string }) {
  switch (id) {
    case 'youtube':
    case 'spotify':
    case 'x':
      return <BrandGlyph mark={id} className="size-5" />;
    case 'linkedin':
      return <Briefcase aria-hidden="true" className="size-5" />;
    default:
      return <AtSign aria-hidden="true" className="size-5" />;
  }
}
