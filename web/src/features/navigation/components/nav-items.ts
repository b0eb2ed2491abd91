import { Coins, Dices, House, ShieldCheck, User, Wallet, type LucideIcon } from 'lucide-react';
import { paths } from '@/app/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** used in data-testid: nav-link-{id} */
  id: string;
}

/** The signed-in navigation of spec section 2, in order. */
export const playerNavItems: NavItem[] = [
  { id: 'home', to: paths.home, label: 'Home', icon: House },
  { id: 'earn', to: paths.earn, label: 'Earn Points', icon: Coins },
  { id: 'games', to: paths.games, label: 'Games', icon: Dices },
  { id: 'withdraw', to: paths.withdraw, label: 'Withdraw', icon: Wallet },
  { id: 'profile', to: paths.profile, label: 'Profile', icon: User },
];

export const adminNavItem: NavItem = { id: 'admin', to: paths.admin, label: 'Admin', icon: ShieldCheck };

export function navItemsFor(isAdmin: boolean): NavItem[] {
  return isAdmin ? [...playerNavItems, adminNavItem] : playerNavItems;
}
