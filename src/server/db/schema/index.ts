export * from './projects';
export * from './scores';
export * from './security';
export * from './monitoring';
export * from './reports';
export * from './accounts';
export * from './shell';
export * from './watchlists';
