// Tests run outside React's server environment, where "server-only" would refuse to load.
export {};
