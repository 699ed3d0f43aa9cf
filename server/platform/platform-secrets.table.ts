/** Secrets every instance on one database must share, created once by whichever starts first. */
interface PlatformSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

export interface PlatformSecretTables {
  platform_secrets: PlatformSecretsTable;
}
