import fs from 'node:fs';
import path from 'node:path';

/** The e-mail domain of the staff members of tests: the impersonationTool flag is on for them. */
export const STAFF_DOMAIN = '@staff.example.com';

/**
 * Points FLAGS_FILE at a flags file in the data folder under which every user of STAFF_DOMAIN is staff (call it
 * from vi.hoisted, after useTempDataDir, before the configuration is read). An impersonated session is checked
 * against its staff member's flag on every use: its staff member must be staff.
 */
export function useStaffFlags(dataDir: string): void {
  const file = path.join(dataDir, 'flags.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      features: {
        impersonationTool: {
          defaultValue: false,
          rules: [{ condition: { email: { $regex: `${STAFF_DOMAIN}$` } }, force: true }],
        },
      },
    }),
  );
  process.env.FLAGS_FILE = file;
}
