import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavBar, SCROLLED_OFFSET } from './NavBar';

function renderNavBar(path = '/') {
  const router = createMemoryRouter(
    [{ path: '*', element: <NavBar userSlot={<button>Login</button>} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('NavBar', () => {
  it('links Home, Browse Purses, Contact Us and FAQ, highlighting the current page', () => {
    renderNavBar('/browse');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link').slice(1);
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Browse Purses', 'Contact Us', 'FAQ']);
    expect(within(nav).getByRole('link', { name: 'Browse Purses' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it(`switches to the scrolled style after ${SCROLLED_OFFSET} px`, () => {
    renderNavBar();
    const header = screen.getByRole('banner');
    scrollTo(SCROLLED_OFFSET);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(SCROLLED_OFFSET + 1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens the menu with the hamburger and closes it on a link click', async () => {
    const { user, router } = renderNavBar();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/faq');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape', async () => {
    const { user } = renderNavBar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
