/** Where the back office answers on the address the server listens on (every interface: localhost). */
export function backOfficeUrl(host: string, port: number): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}/admin/`;
}

/**
 * The demo admin's sign-in, printed once (when the demo creates that admin) as a plain block on
 * stdout, apart from the JSON log lines: the only place its password is ever shown.
 */
export function demoAdminBanner(credentials: { url: string; login: string; password: string }): string {
  return [
    '',
    `  Back office: ${credentials.url}`,
    `  Login:    ${credentials.login}`,
    `  Password: ${credentials.password}`,
    '',
    '',
  ].join('\n');
}
