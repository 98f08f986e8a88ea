import { describe, expect, it } from "vitest";
import { regionForHost, resolveStorefront, splitRegionPrefix } from "./resolve";

function resolve(url: string) {
  const parsed = new URL(url);
  const result = resolveStorefront({ hostname: parsed.hostname, pathname: parsed.pathname, searchParams: parsed.searchParams });
  return { region: result.region.id, source: result.source, pathname: result.pathname };
}

describe("region resolution", () => {
  it("takes the region query parameter first", () => {
    expect(resolve("http://localhost:3000/?region=pl")).toEqual({ region: "pl", source: "query", pathname: "/" });
    expect(resolve("http://de.localhost:3000/cart?region=gb")).toEqual({ region: "gb", source: "query", pathname: "/cart" });
    expect(resolve("http://localhost:3000/nl-nl/cart?region=se")).toEqual({ region: "sv", source: "query", pathname: "/cart" });
  });

  it("ignores an unknown region query parameter", () => {
    expect(resolve("http://localhost:3000/?region=zz").region).toBe("eu");
  });

  it("takes domain regions from the host, locally as subdomains of localhost", () => {
    expect(resolve("http://de.localhost:3000/")).toEqual({ region: "de", source: "host", pathname: "/" });
    expect(resolve("http://pl.localhost:3000/koszyk")).toEqual({ region: "pl", source: "host", pathname: "/koszyk" });
    expect(resolve("http://GB.localhost/")).toMatchObject({ region: "gb", source: "host" });
  });

  it("takes domain regions from their production domains", () => {
    expect(resolve("https://boxwright.de/").region).toBe("de");
    expect(resolve("https://www.boxwright.pl/").region).toBe("pl");
    expect(resolve("https://boxwright.co.uk/").region).toBe("gb");
    expect(resolve("https://boxwright.uk/").region).toBe("gb");
    expect(resolve("https://boxwright.com/").region).toBe("eu");
  });

  it("takes path-based regions from the first path segment on the main host", () => {
    expect(resolve("http://localhost:3000/nl-nl")).toEqual({ region: "nl", source: "path", pathname: "/" });
    expect(resolve("http://localhost:3000/ro-ro/cart")).toEqual({ region: "ro", source: "path", pathname: "/cart" });
    expect(resolve("https://boxwright.com/sv-se/")).toMatchObject({ region: "sv", pathname: "/" });
    expect(resolve("https://boxwright.com/en-us/sign_in")).toMatchObject({ region: "us", pathname: "/sign_in" });
  });

  it("does not let a path prefix override another domain region", () => {
    expect(resolve("http://de.localhost:3000/nl-nl")).toEqual({ region: "de", source: "host", pathname: "/nl-nl" });
  });

  it("does not serve path-based regions as subdomains", () => {
    expect(regionForHost("nl.localhost")).toBeUndefined();
  });

  it("defaults to eu", () => {
    expect(resolve("http://localhost:3000/")).toEqual({ region: "eu", source: "default", pathname: "/" });
    expect(resolve("http://127.0.0.1:3000/cart")).toEqual({ region: "eu", source: "default", pathname: "/cart" });
    expect(resolve("http://unknown.localhost:3000/")).toMatchObject({ region: "eu", source: "default" });
  });

  it("only treats a whole first segment as a region prefix", () => {
    expect(splitRegionPrefix("/nl-nlx/cart").region).toBeUndefined();
    expect(splitRegionPrefix("/NL-NL/cart")).toMatchObject({ pathname: "/cart" });
  });
});
