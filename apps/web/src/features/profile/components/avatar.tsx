import './profile.css';

interface AvatarProps {
  readonly src: string | null;
  readonly name: string;
  readonly size?: 'md' | 'lg';
}

/** The member's picture, or the first letter of the name on the accent colour. */
export function Avatar({ src, name, size = 'md' }: AvatarProps) {
  return src ? (
    <img className={`pf-avatar pf-avatar--${size}`} src={src} alt="" />
  ) : (
    <span className={`pf-avatar pf-avatar--${size} pf-avatar--blank`} aria-hidden="true">
      {[...name][0] ?? '?'}
    </span>
  );
}
