import { formatPhoneDisplay } from "../../src/lib/contact";

describe("formatPhoneDisplay", () => {
  it.each([
    ["33612345678", "33", "+33 6 12 34 56 78"],
    ["+33 6 12 34 56 78", "33", "+33 6 12 34 56 78"],
    ["0612345678", "33", "+33 6 12 34 56 78"],
    ["330612345678", "33", "+33 6 12 34 56 78"],
    ["212612345678", "212", "+212 6 12 34 56 78"],
    ["0139145280", "33", "+33 1 39 14 52 80"],
  ])("%s (+%s) is shown as %s", (phone, prefix, shown) => {
    expect(formatPhoneDisplay(phone, prefix)).toBe(shown);
  });

  it("keeps other lengths in one block after the prefix", () => {
    expect(formatPhoneDisplay("12025550123", "1")).toBe("+1 2025550123");
    expect(formatPhoneDisplay("3222345678", "32")).toBe("+32 22345678");
  });
});
