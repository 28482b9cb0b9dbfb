import Foundation

/// The specifiers InAppSettingsKit adds, read as its users write them.
extension SettingsSpecifierReader {
  /// The InAppSettingsKit specifier of `type`, or `nil` for a type it does not know.
  static func readInAppSettingsKit(_ type: String, _ fields: Fields) throws -> SettingsSpecifier? {
    switch type {
    case "IASKButtonSpecifier":
      return .button(
        title: fields.localized("Title") ?? "", key: try fields.required(type, "Key", fields.string))
    case "IASKTextViewSpecifier":
      return .textView(
        SettingsSpecifier.TextField(
          title: fields.localized("Title") ?? "",
          key: try fields.storageKey(type),
          defaultValue: fields.value("DefaultValue")?.stringValue))
    case "IASKDatePickerSpecifier":
      let mode = fields.oneOf(
        "DatePickerMode", SettingsSpecifier.DatePicker.Mode.allCases.map(\.rawValue))
      return .datePicker(
        SettingsSpecifier.DatePicker(
          title: fields.localized("Title") ?? "",
          key: try fields.storageKey(type),
          defaultValue: date(fields),
          mode: mode.flatMap(SettingsSpecifier.DatePicker.Mode.init(rawValue:)) ?? .dateAndTime))
    case "IASKOpenURLSpecifier":
      return .openURL(
        title: fields.localized("Title") ?? "", url: try fields.required(type, "File", fields.string))
    case "IASKMailComposeSpecifier":
      return .mailCompose(
        SettingsSpecifier.MailCompose(
          title: fields.localized("Title") ?? "", key: fields.string("Key"),
          recipients: fields.strings("IASKMailComposeToRecipents", localized: false) ?? [],
          subject: fields.localized("IASKMailComposeSubject"),
          body: fields.localized("IASKMailComposeBody")))
    case "IASKCustomViewSpecifier":
      return .custom(
        title: fields.localized("Title"), key: try fields.required(type, "Key", fields.string))
    default:
      return nil
    }
  }

  /// A `PSChildPaneSpecifier` as InAppSettingsKit reads it: a pane file, a screen the app
  /// makes, a URL or an HTML page.
  static func childPane(_ type: String, _ fields: Fields) throws -> SettingsSpecifier {
    let title = fields.localized("Title") ?? ""
    let appPane = SettingsSpecifier.AppPane(
      title: title, key: fields.string("Key"),
      viewControllerClass: fields.string("IASKViewControllerClass"),
      viewControllerSelector: fields.string("IASKViewControllerSelector"),
      segueIdentifier: fields.string("IASKSegueIdentifier"),
      storyboardID: fields.string("IASKViewControllerStoryBoardId"))
    if appPane.viewControllerClass != nil || appPane.segueIdentifier != nil
      || appPane.storyboardID != nil
    {
      return .appPane(appPane)
    }
    let file = try fields.required(type, "File", fields.string)
    let lowered = file.lowercased()
    if file.contains("://") || lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
      return .openURL(title: title, url: file)
    }
    return .childPane(title: title, file: file)
  }

  /// `DefaultValue` as a date: a `<date>`, or a string in ISO 8601.
  private static func date(_ fields: Fields) -> Date? {
    guard let object = fields.dictionary["DefaultValue"] else { return nil }
    if let date = object as? Date { return date }
    if let text = object as? String, let date = ISO8601DateFormatter().date(from: text) {
      return date
    }
    fields.report(.wrongType(key: "DefaultValue", expected: "a date"))
    return nil
  }
}
