// The storefront's server build (`react-router build`): a module of react-router's `ServerBuild`
// shape, which `@tirage/server` imports as such.
export {};
