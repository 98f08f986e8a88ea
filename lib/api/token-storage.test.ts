// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserTokenStore, hasLoginFlag, LOGIN_COOKIE, readStoredToken } from "./token-storage";

afterEach(() => {
  browserTokenStore.clear();
  vi.restoreAllMocks();
});

describe("the browser's token store", () => {
  it("keeps the token in the 'api-token' cookie and local storage", () => {
    browserTokenStore.write("abc", false);
    expect(Cookies.get("api-token")).toBe("abc");
    expect(localStorage.getItem("api-token")).toBe("abc");
    expect(readStoredToken()).toBe("abc");
    expect(hasLoginFlag()).toBe(false);
  });

  it("falls back to local storage when the cookie is gone", () => {
    browserTokenStore.write("abc", false);
    Cookies.remove("api-token", { path: "/" });
    expect(readStoredToken()).toBe("abc");
  });

  it("sets the login flag for 31 days on sign-in and removes everything on sign-out", () => {
    const set = vi.spyOn(Cookies, "set");
    browserTokenStore.write("signed-in", true);
    expect(set).toHaveBeenCalledWith(LOGIN_COOKIE, "true", expect.objectContaining({ expires: 31, path: "/" }));
    expect(set).toHaveBeenCalledWith("api-token", "signed-in", expect.objectContaining({ expires: 365 }));
    expect(hasLoginFlag()).toBe(true);

    browserTokenStore.clear();
    expect(hasLoginFlag()).toBe(false);
    expect(readStoredToken()).toBeUndefined();
    expect(localStorage.getItem("api-token")).toBeNull();
  });

  it("drops a stale login flag when an anonymous token replaces a rejected one", () => {
    browserTokenStore.write("signed-in", true);
    browserTokenStore.write("anonymous", false);
    expect(hasLoginFlag()).toBe(false);
  });
});
