import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

type ButtonVariant = 'primary' | 'gold' | 'outline' | 'ghost' | 'danger';

interface ButtonStyle {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
}

function buttonClassName({ variant = 'primary', size = 'medium', block }: ButtonStyle, extra?: string) {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonStyle & LinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
