import Foundation
import Testing

/// `settings-demo --audit` prints what the accessibility audit finds on every screen of the
/// example or of a bundle, and says so in its exit status.
@Suite struct SettingsDemoAuditTests {
  @Test func theExampleAndItsBundlePass() throws {
    let example = try SettingsDemoPersistenceTests().run(["--audit"])
    #expect(example.status == 0)
    #expect(example.output.contains("accessibility audit: no findings"))
    let bundle = try SettingsDemoPersistenceTests().run(["--audit", "--bundle", exampleBundleURL.path])
    #expect(bundle.status == 0)
  }

  @Test func aBundleWithAnUntitledButtonIsReported() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSGroupSpecifier", "Title": "Account"],
      ["Type": "IASKButtonSpecifier", "Title": "", "Key": "logout"],
    ])
    defer { bundle.remove() }
    let run = try SettingsDemoPersistenceTests().run(["--audit", "--bundle", bundle.url.path])
    #expect(run.status == 3)
    #expect(run.output.contains("sufficientElementDescription (missingLabel)"))
    #expect(run.output.contains("accessibility audit: 1 findings"))
  }
}
