export function seedSql(path: string): string;
