import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/renderApp';

describe('landing page', () => {
  it('has the hero, its two buttons and the feature cards', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade Purses, Make Friends' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Trading' })).toHaveAttribute('href', '/browse');
    expect(screen.getByRole('button', { name: 'Upload Your Bag' })).toBeInTheDocument();
    for (const card of ['Easy Upload', 'Safe Trading', 'Flexible Duration', 'Community']) {
      expect(screen.getByRole('heading', { level: 3, name: card })).toBeInTheDocument();
    }
  });

  it('explains how it works in four steps with Get Started', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'How It Works' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Community' })).toBeInTheDocument();
  });

  it('asks a guest to log in from Upload Your Bag', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Upload Your Bag' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('has the footer links, with Safety Guidelines disabled', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Home', 'Browse Purses', 'How It Works', 'FAQ', 'Terms of Service', 'Privacy Policy', 'User Agreement']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Upload Bag', 'My Trades']) {
      expect(within(footer).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByText('Safety Guidelines').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
  });
});
