import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/renderApp';
import { server } from '@/testing/server';

describe('routes', () => {
  it.each([
    ['/', 'Home', 'Trade Purses, Make Friends'],
    ['/browse', 'Browse Purses', 'Browse Purses'],
    ['/contact', 'Contact Us', 'Contact Us'],
    ['/faq', 'FAQ', 'Frequently Asked Questions'],
    ['/legal/terms-of-service', 'Terms of Service', 'Terms of Service'],
    ['/legal/privacy-policy', 'Privacy Policy', 'Privacy Policy'],
    ['/legal/user-agreement', 'User Agreement', 'User Agreement'],
    ['/closet/65a1b2c3d4e5f6a7b8c9d0e1', 'Closet', 'Closet'],
    ['/verify-email?token=abc', 'Verify Email', 'Email verification'],
    ['/reset-password?token=abc', 'Reset Password', 'Choose a new password'],
  ])('%s shows its page with the title "%s"', async (path, title, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('redirects an unknown path to /', async () => {
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade Purses, Make Friends' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps titles neutral, without the product name', async () => {
    renderApp('/faq');
    await waitFor(() => expect(document.title).toBe('FAQ'));
  });
});

describe('legal pages', () => {
  it('says "Document not found." for an unknown type', async () => {
    renderApp('/legal/cookie-policy');
    expect(await screen.findByText('Document not found.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Document Not Found'));
  });

  it('renders the markdown document as HTML', async () => {
    renderApp('/legal/privacy-policy');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Information we collect' })).toBeInTheDocument();
  });

  it('shows the load error when the document cannot be fetched', async () => {
    server.use(http.get('*/legal/:file', () => new HttpResponse('boom', { status: 500 })));
    renderApp('/legal/user-agreement');
    expect(await screen.findByText('Error loading document. Please try again later.')).toBeInTheDocument();
  });

  it('treats the app page served for a missing file as a load error', async () => {
    server.use(
      http.get('*/legal/:file', () => new HttpResponse('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } })),
    );
    renderApp('/legal/terms-of-service');
    expect(await screen.findByText('Error loading document. Please try again later.')).toBeInTheDocument();
  });

  it('strips scripts from the document', async () => {
    server.use(
      http.get('*/legal/:file', () =>
        new HttpResponse('# Terms of Service\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>Safe text', {
          headers: { 'Content-Type': 'text/markdown' },
        }),
      ),
    );
    const { container } = renderApp('/legal/terms-of-service');
    expect(await screen.findByText(/Safe text/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
