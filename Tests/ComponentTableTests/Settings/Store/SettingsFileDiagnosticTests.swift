import ComponentTableSettings
import Foundation
import Testing

/// A `PropertyListFileSettingsStore` reports each problem with its file as a typed
/// `SettingsFileDiagnostic` naming the file and the problem, as the engine reports a typed
/// `TableDiagnostic`.
@MainActor
@Suite struct SettingsFileDiagnosticTests {
  @Test func aFileThatIsNotAPropertyListIsReportedTypedAndNamed() throws {
    let url = SettingsStoreTests.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try Data("not a plist <<<".utf8).write(to: url)
    var heard: [SettingsFileDiagnostic] = []
    let store = PropertyListFileSettingsStore(url: url) { heard.append($0) }
    let expected = SettingsFileDiagnostic(url: url, problem: .readOnly(reason: "is not a property list"))
    #expect(heard == [expected])
    store.set(.bool(true), forKey: "wifi")
    #expect(
      heard == [expected, SettingsFileDiagnostic(url: url, problem: .changeNotSaved(reason: "is not a property list"))])
    #expect(store.diagnostics == heard)
    #expect(heard[0].description.contains(url.path))
    #expect(heard[0].description.contains("is not a property list"))
  }

  @Test func eachProblemsDescriptionNamesTheFileAndTheProblem() {
    let url = URL(fileURLWithPath: "/tmp/app/settings.plist")
    let problems: [SettingsFileDiagnostic.Problem] = [
      .readOnly(reason: "is a folder, not a regular file"), .changeNotSaved(reason: "cannot be read"),
      .writeFailed(reason: "disk full"),
    ]
    for problem in problems {
      let text = SettingsFileDiagnostic(url: url, problem: problem).description
      #expect(text.contains("/tmp/app/settings.plist"), "\(text)")
      switch problem {
      case .readOnly(let reason), .changeNotSaved(let reason), .writeFailed(let reason):
        #expect(text.contains(reason), "\(text)")
      }
    }
  }
}
