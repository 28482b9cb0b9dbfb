import Foundation
import Testing

/// `settings-demo --bundle --idiom` reads a bundle as iOS reads it on that device, and says
/// which device and which root file on its status line.
@Suite struct SettingsDemoIdiomTests {
  @Test func theIdiomPicksTheDeviceVariantAndTheStatusLineNamesIt() throws {
    let bundle = try TemporaryBundle([
      "Root.plist": ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "Phone Root"]]],
      "Root~ipad.plist": ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "Pad Root"]]],
    ])
    defer { bundle.remove() }
    let demo = SettingsDemoPersistenceTests()
    let pad = try demo.run(["--width", "50", "--bundle", bundle.url.path, "--idiom", "pad", "--keys", ""])
    #expect(pad.exited && pad.status == 0)
    #expect(pad.output.contains("PAD ROOT"))
    #expect(pad.output.contains("iPad · Root~ipad.plist"))
    let phone = try demo.run(["--width", "50", "--bundle", bundle.url.path, "--idiom", "phone", "--keys", ""])
    #expect(phone.output.contains("PHONE ROOT"))
    #expect(phone.output.contains("iPhone · Root.plist"))
    let bad = try demo.run(["--bundle", bundle.url.path, "--idiom", "watch"])
    #expect(bad.status == 2)
    #expect(bad.errors.contains("--idiom must be phone or pad, not \"watch\""))
  }
}
