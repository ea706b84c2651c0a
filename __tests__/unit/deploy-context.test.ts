import { analyticsMeasurementId, deployContext, isPublicContext } from "../../src/node/build/deploy-context";

describe("deploy context", () => {
  it("reads Netlify's CONTEXT; a local build has none", () => {
    expect(deployContext({})).toBe("local");
    expect(deployContext({ CONTEXT: "production" })).toBe("production");
    expect(deployContext({ CONTEXT: "deploy-preview" })).toBe("deploy-preview");
    expect(deployContext({ CONTEXT: "something-new" })).toBe("branch-deploy");
  });

  it("treats production and local builds as public, previews and branch deploys as not", () => {
    expect(isPublicContext({})).toBe(true);
    expect(isPublicContext({ CONTEXT: "production" })).toBe(true);
    expect(isPublicContext({ CONTEXT: "deploy-preview" })).toBe(false);
    expect(isPublicContext({ CONTEXT: "branch-deploy" })).toBe(false);
  });
});

describe("measurement ID", () => {
  it("is null without an ID: no analytics at all", () => {
    expect(analyticsMeasurementId({})).toBeNull();
    expect(analyticsMeasurementId({ GATSBY_GA_MEASUREMENT_ID: "  " })).toBeNull();
  });

  it("is used in production and local builds", () => {
    expect(analyticsMeasurementId({ GATSBY_GA_MEASUREMENT_ID: " G-ABC123XYZ " })).toBe("G-ABC123XYZ");
    expect(analyticsMeasurementId({ GATSBY_GA_MEASUREMENT_ID: "G-ABC123XYZ", CONTEXT: "production" })).toBe(
      "G-ABC123XYZ",
    );
  });

  it("is dropped on deploy previews and branch deploys: they never measure", () => {
    expect(analyticsMeasurementId({ GATSBY_GA_MEASUREMENT_ID: "G-ABC123XYZ", CONTEXT: "deploy-preview" })).toBeNull();
    expect(analyticsMeasurementId({ GATSBY_GA_MEASUREMENT_ID: "G-ABC123XYZ", CONTEXT: "branch-deploy" })).toBeNull();
  });

  it("stops the build when malformed, naming the variable", () => {
    expect(() => analyticsMeasurementId({ GATSBY_GA_MEASUREMENT_ID: "UA-1234-1" })).toThrow(/GATSBY_GA_MEASUREMENT_ID/);
    expect(() => analyticsMeasurementId({ GATSBY_GA_MEASUREMENT_ID: "G-abc');alert(1)//" })).toThrow(/G-XXXXXXXXXX/);
  });
});
