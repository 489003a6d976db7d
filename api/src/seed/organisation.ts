import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { storeMedia } from '../modules/media/media.service.js';
import type { ExecutiveLevel } from '../modules/organisation/organisation.fields.js';
import {
  insertBranch,
  insertConstituency,
  insertExecutive,
  insertWard,
  type ExecutiveOwner,
  type ExecutiveValues,
} from '../modules/organisation/organisation.repository.js';
import type { Database } from '../db/schema.js';

/**
 * A demo organisation for a fresh database: one constituency with five wards of three branches each, and
 * executives at every level, each with a generated portrait (initials on a coloured circle, WebP, in
 * `media`). Names, places and contacts are invented; emails use example.org. Runs only while there is no
 * constituency at all, so it never touches an organisation an administrator has started, and it writes
 * everything in one transaction.
 */

const WARDS: { name: string; office: string; branches: string[] }[] = [
  {
    name: 'Ahodwo',
    office: 'Ahodwo Roundabout, opposite the police station',
    branches: ['Ahodwo Daban', 'Nhyiaeso', 'Ahodwo Roundabout'],
  },
  {
    name: 'Asokwa Central',
    office: 'Asokwa Market, near the lorry station',
    branches: ['Asokwa Zongo', 'Anloga Junction', 'Asokwa Market'],
  },
  {
    name: 'Atonsu',
    office: 'Atonsu Agogo, behind the Methodist church',
    branches: ['Atonsu Agogo', 'Atonsu Bomso', 'Dompoase'],
  },
  {
    name: 'Gyinyase',
    office: 'Gyinyase New Town, community centre',
    branches: ['Gyinyase New Town', 'Chirapatre', 'Apraman'],
  },
  {
    name: 'Kaase',
    office: 'Kaase Industrial Area, main road',
    branches: ['Kaase Estate', 'Kwadwoan', 'Kaase Industrial'],
  },
];

const MEN = [
  'Kwame',
  'Kofi',
  'Kwabena',
  'Kwaku',
  'Yaw',
  'Kwadwo',
  'Kwasi',
  'Kojo',
  'Ekow',
  'Fiifi',
  'Emmanuel',
  'Samuel',
  'Joseph',
  'Augustine',
  'Iddrisu',
  'Mawuli',
  'Nana',
  'Daniel',
  'Francis',
  'Isaac',
];
const WOMEN = [
  'Akosua',
  'Adwoa',
  'Abena',
  'Akua',
  'Yaa',
  'Afua',
  'Ama',
  'Efua',
  'Esi',
  'Gifty',
  'Comfort',
  'Patience',
  'Mariama',
  'Dzifa',
  'Grace',
  'Felicia',
  'Rita',
  'Vida',
  'Mavis',
  'Janet',
];
const SURNAMES = [
  'Mensah',
  'Asante',
  'Boateng',
  'Owusu',
  'Agyeman',
  'Osei',
  'Darko',
  'Antwi',
  'Appiah',
  'Amponsah',
  'Frimpong',
  'Ofori',
  'Adjei',
  'Bonsu',
  'Sarpong',
  'Acheampong',
  'Addo',
  'Gyamfi',
  'Opoku',
  'Kyei',
  'Tetteh',
  'Baffour',
  'Kusi',
  'Amoako',
  'Asamoah',
  'Yeboah',
  'Manu',
  'Ansah',
  'Poku',
  'Nyarko',
  'Fordjour',
];

interface Post {
  position: string;
  /** The post is held by a woman (the women's organiser), else either. */
  woman?: boolean;
}

const POSTS: Record<ExecutiveLevel, Post[]> = {
  constituency: [
    { position: 'Chairman' },
    { position: 'Vice Chairman' },
    { position: 'Secretary' },
    { position: 'Treasurer' },
    { position: 'Organiser' },
    { position: "Women's Organiser", woman: true },
    { position: 'Youth Organiser' },
  ],
  ward: [
    { position: 'Chairman' },
    { position: 'Secretary' },
    { position: 'Treasurer' },
    { position: "Women's Organiser", woman: true },
    { position: 'Youth Organiser' },
  ],
  branch: [{ position: 'Chairman' }, { position: 'Secretary' }, { position: 'Organiser' }],
};

/** When the current executives of each level took office (the party's internal elections). */
const ELECTED: Record<ExecutiveLevel, string> = {
  constituency: '2022-06-18',
  ward: '2022-05-14',
  branch: '2022-04-09',
};

const PALETTE = ['#1b6b3a', '#b3261e', '#0b5394', '#8a5a00', '#6a1b9a', '#00796b', '#c2185b', '#37474f'];
const PREFIXES = ['024', '054', '020', '027', '055', '050', '026', '059'];

/** Deterministic people: the n-th executive always gets the same name, birth date and phone number. */
class People {
  #n = 0;

  next(post: Post) {
    const n = this.#n++;
    const woman = post.woman ?? n % 3 === 1;
    const first = (woman ? WOMEN : MEN)[(n * 7) % 20]!;
    const last = SURNAMES[(n * 11 + 3) % SURNAMES.length]!;
    const year = 1962 + ((n * 13) % 32);
    const month = String(1 + ((n * 5) % 12)).padStart(2, '0');
    const day = String(1 + ((n * 17) % 28)).padStart(2, '0');
    const digits = String(1_000_000 + ((n * 7_919_773) % 9_000_000)).slice(-7);
    return {
      fullName: `${first} ${last}`,
      dateOfBirth: `${year}-${month}-${day}`,
      phone: `${PREFIXES[n % PREFIXES.length]} ${digits.slice(0, 3)} ${digits.slice(3)}`,
      email: `${first}.${last}${n}@example.org`.toLowerCase(),
      colour: PALETTE[n % PALETTE.length]!,
    };
  }
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A 160 px portrait placeholder: a head-and-shoulders shape and initials on a coloured circle, as WebP. */
export async function portrait(fullName: string, colour: string): Promise<Buffer> {
  const initials = fullName
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <circle cx="80" cy="80" r="80" fill="${colour}"/>
  <circle cx="80" cy="58" r="30" fill="#ffffff" fill-opacity="0.16"/>
  <path d="M24 146 C30 104 130 104 136 146 Z" fill="#ffffff" fill-opacity="0.16"/>
  <text x="80" y="98" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="50" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function seedOrganisation(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('constituencies').select('id').limit(1).executeTakeFirst();
  if (existing) return;

  // Portraits are drawn before the transaction opens, so it stays short.
  const people = new People();
  type Planned = { owner: () => ExecutiveOwner; values: ExecutiveValues; picture: Promise<Buffer> };
  const plan = (level: ExecutiveLevel, owner: () => ExecutiveOwner): Planned[] =>
    POSTS[level].map((post) => {
      const person = people.next(post);
      return {
        owner,
        picture: portrait(person.fullName, person.colour),
        values: {
          full_name: person.fullName,
          position_held: post.position,
          date_of_birth: person.dateOfBirth,
          date_of_assumption_of_office: ELECTED[level],
          date_of_end_of_tenure: null,
          phone_number: person.phone,
          email: person.email,
          // Invented people: the demo shows every field, as the public pages look when executives consent.
          phone_number_public: true,
          email_public: true,
          date_of_birth_public: true,
        },
      };
    });

  const ids = { constituency: '', wards: new Map<string, string>(), branches: new Map<string, string>() };
  const executives: Planned[] = [
    ...plan('constituency', () => ({ level: 'constituency', id: ids.constituency })),
  ];
  for (const ward of WARDS) {
    executives.push(...plan('ward', () => ({ level: 'ward', id: ids.wards.get(ward.name)! })));
    for (const branch of ward.branches) {
      executives.push(...plan('branch', () => ({ level: 'branch', id: ids.branches.get(branch)! })));
    }
  }
  const pictures = await Promise.all(executives.map((executive) => executive.picture));

  await db.transaction().execute(async (trx) => {
    ids.constituency = await insertConstituency(trx, {
      constituency_name: 'Asokwa Constituency',
      office_location: 'Constituency Office, Asokwa Roundabout, Kumasi',
      phone_number: '032 202 4581',
      email: 'asokwa.constituency@example.org',
    });
    for (const [index, ward] of WARDS.entries()) {
      const wardId = await insertWard(trx, ids.constituency, {
        ward_name: ward.name,
        office_location: ward.office,
        phone_number: `032 202 46${String(10 + index)}`,
        email: `${ward.name.toLowerCase().replace(/\s+/g, '.')}.ward@example.org`,
      });
      ids.wards.set(ward.name, wardId);
      for (const branch of ward.branches) {
        ids.branches.set(
          branch,
          await insertBranch(trx, wardId, {
            branch_name: branch,
            office_location: `${branch} community centre`,
            phone_number: null,
            email: null,
          }),
        );
      }
    }
    for (const [index, executive] of executives.entries()) {
      const pictureId = await storeMedia(trx, {
        contentType: 'image/webp',
        data: pictures[index]!,
        width: 160,
        height: 160,
      });
      await insertExecutive(trx, executive.owner(), executive.values, pictureId);
    }
  });
}
