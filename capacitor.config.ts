// Capacitor wraps the built PWA (dist/) as a native shell when the store apps are wanted. Its CLI is
// not a dependency until then, so the config is typed locally with the fields Capacitor reads.
interface CapacitorConfig {
  appId: string;
  appName: string;
  webDir: string;
  server?: { androidScheme?: string };
}

const config: CapacitorConfig = {
  appId: 'travel.caravan.backoffice',
  appName: 'Caravan',
  webDir: 'dist',
  server: { androidScheme: 'https' },
};

export default config;
