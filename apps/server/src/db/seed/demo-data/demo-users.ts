import { dateDaysAgo, daysAgo } from '../days-ago.ts';

export type ExtraUser = {
  email: string;
  salutation: string;
  firstName: string;
  lastName: string;
  position: string;
  language: 'en' | 'de';
  role: 'administrator' | 'editor' | 'viewer' | 'branch';
  department: 'marketing' | 'sales' | 'it' | null;
  category: 'shopWindow' | 'entrance' | 'canteen' | null;
  status: 'active' | 'paused' | 'notActive';
  affiliation: 'internal' | 'external';
  phoneCountryCode: string;
  phone: string;
  entryDate: string;
  lastActivityAt: Date | null;
};

/** Users with varied status, affiliation, department, category, entry date and last activity for the user overview. */
export function extraUsers(now: number): ExtraUser[] {
  const u = (
    email: string,
    salutation: string,
    firstName: string,
    lastName: string,
    position: string,
    role: ExtraUser['role'],
    department: ExtraUser['department'],
    category: ExtraUser['category'],
    status: ExtraUser['status'],
    affiliation: ExtraUser['affiliation'],
    entryDaysAgo: number,
    activityDaysAgo: number | null,
    language: 'en' | 'de' = 'de',
    phoneCountryCode = '+49',
  ): ExtraUser => ({
    email,
    salutation,
    firstName,
    lastName,
    position,
    language,
    role,
    department,
    category,
    status,
    affiliation,
    phoneCountryCode,
    phone: `30 55501${String(entryDaysAgo % 100).padStart(2, '0')}`,
    entryDate: dateDaysAgo(entryDaysAgo, now),
    lastActivityAt: activityDaysAgo === null ? null : daysAgo(activityDaysAgo, now),
  });
  return [
    u(
      'lena.fischer@demo.plakat.test',
      'ms',
      'Lena',
      'Fischer',
      'Head of Marketing',
      'administrator',
      'marketing',
      'shopWindow',
      'active',
      'internal',
      1100,
      0.2,
    ),
    u(
      'mehmet.yilmaz@demo.plakat.test',
      'mr',
      'Mehmet',
      'Yılmaz',
      'Vertriebsleiter',
      'editor',
      'sales',
      'entrance',
      'active',
      'internal',
      400,
      2,
    ),
    u(
      'soeren.gross@demo.plakat.test',
      'mr',
      'Sören',
      'Groß',
      'Systemadministrator',
      'administrator',
      'it',
      null,
      'active',
      'internal',
      45,
      9,
    ),
    u(
      'zoe.becker@demo.plakat.test',
      'ms',
      'Zoë',
      'Becker',
      'Werkstudentin',
      'viewer',
      'marketing',
      'canteen',
      'paused',
      'internal',
      20,
      18,
      'en',
    ),
    u(
      'bjoern.koehler@demo.plakat.test',
      'mr',
      'Björn',
      'Köhler',
      'Außendienst',
      'viewer',
      'sales',
      'shopWindow',
      'notActive',
      'internal',
      800,
      200,
    ),
    u(
      'claire.dubois@demo.plakat.test',
      'ms',
      'Claire',
      'Dubois',
      'Agency Account Manager',
      'viewer',
      null,
      'entrance',
      'active',
      'external',
      10,
      5,
      'en',
      '+33',
    ),
    u(
      'tomasz.nowak@demo.plakat.test',
      'mr',
      'Tomasz',
      'Nowak',
      'Freelance Developer',
      'editor',
      'it',
      null,
      'active',
      'external',
      3,
      null,
      'en',
      '+48',
    ),
    u(
      'ayse.demir@demo.plakat.test',
      'mx',
      'Ayşe',
      'Demir',
      'Filialleitung Mitte',
      'branch',
      'sales',
      'canteen',
      'active',
      'internal',
      100,
      40,
    ),
  ];
}
