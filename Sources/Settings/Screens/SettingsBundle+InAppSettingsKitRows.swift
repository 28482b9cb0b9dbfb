import ComponentTable
import Foundation

extension SettingsBundle {
  /// The row of a specifier InAppSettingsKit adds: what the app does is asked through
  /// `hooks`.
  @MainActor
  func inAppSettingsKitRow(
    for specifier: SettingsSpecifier, id: String, store: any SettingsStore,
    hooks: SettingsBundleHooks
  ) -> TableComponent {
    switch specifier {
    case .button(let title, let key):
      return TableComponent.buttonRow(title, id: id) { _ in hooks.buttonTapped(key, title) }
    case .textView(let field):
      // Shown wrapped below its title; the terminal edits it on one line.
      return TableComponent.textFieldRow(
        field.title, text: .key(field.key, in: store), traits: TextInputTraits(isMultiline: true), id: id)
    case .datePicker(let picker):
      // Edited as text in the picker's format; text that names no date changes nothing.
      let date: Date? =
        if case .date(let stored)? = store.value(forKey: picker.key) { stored } else { nil }
      return TableComponent.textFieldRow(
        picker.title, text: .value(picker.text(for: date)), placeholder: picker.placeholder,
        id: id
      ) { [weak store] text in
        guard let date = picker.date(from: text) else { return }
        store?.set(.date(date), forKey: picker.key)
      }
    case .appPane(let pane):
      // A screen the app does not supply leaves the row doing nothing.
      return TableComponent.valueRow(pane.title, id: id) { context in
        guard let screen = hooks.appScreen(pane), let navigator = context.engine.navigator else {
          return
        }
        do throws(TableError) {
          try navigator.push(screen)
        } catch {
          TableDiagnostic.report(failed: error)
        }
      }
    case .openURL(let title, let address):
      return TableComponent.valueRow(title, id: id) { _ in
        guard let url = self.url(for: address) else { return }
        hooks.openURL(url)
      }
    case .mailCompose(let mail):
      return TableComponent.valueRow(mail.title, id: id) { _ in hooks.composeMail(mail) }
    case .custom(let title, let key):
      return hooks.customRow(key, title) ?? TableComponent.textRow(title ?? key, id: id)
    default:
      return TableComponent.textRow("", id: id)
    }
  }

  /// The URL a row opens: a URL as written, or an `.html` page of the bundle as a file URL
  /// (a page outside the bundle opens nothing).
  func url(for address: String) -> URL? {
    if address.contains("://") { return URL(string: address) }
    let page = url.appendingPathComponent(address).standardizedFileURL
    return page.path.hasPrefix(url.standardizedFileURL.path + "/") ? page : nil
  }
}

extension SettingsBundleHooks {
  /// `choice` with the titles and values the app supplies at run time, when it does.
  func runTimeOptions(_ choice: SettingsSpecifier.Choice) -> SettingsSpecifier.Choice {
    guard let options = options(choice.key) else { return choice }
    var choice = choice
    let count = min(options.titles.count, options.values.count)
    choice.titles = Array(options.titles.prefix(count))
    choice.values = Array(options.values.prefix(count))
    if choice.shortTitles?.count != count { choice.shortTitles = nil }
    return choice
  }
}
