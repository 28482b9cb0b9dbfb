import Foundation

extension SettingsSpecifier {
  /// An `IASKDatePickerSpecifier`: the value is stored as a date.
  public struct DatePicker: Sendable, Equatable {
    /// What the picker chooses (`DatePickerMode`).
    public enum Mode: String, Sendable, CaseIterable {
      /// A day (`Date`).
      case date = "Date"
      /// A time of day (`Time`).
      case time = "Time"
      /// Both (`DateAndTime`, the default).
      case dateAndTime = "DateAndTime"
    }

    /// The row's title.
    package var title: String
    /// The key of the value.
    package var key: String
    /// The date when the user set none (`DefaultValue`, a `<date>`).
    package var defaultValue: Date?
    /// What the picker chooses.
    package var mode: Mode

    /// A specifier with the given parts.
    package init(title: String, key: String, defaultValue: Date? = nil, mode: Mode = .dateAndTime) {
      self.title = title
      self.key = key
      self.defaultValue = defaultValue
      self.mode = mode
    }

    /// The text the row shows and the user edits for `date`, in UTC so that it reads the same
    /// everywhere: `2026-11-23`, `20:50` or `2026-11-23 20:50`.
    package func text(for date: Date?) -> String {
      guard let date else { return "" }
      return formatter.string(from: date)
    }

    /// The format the row asks for while empty: `YYYY-MM-DD`, `HH:MM` or both.
    package var placeholder: String {
      switch mode {
      case .date: "YYYY-MM-DD"
      case .time: "HH:MM"
      case .dateAndTime: "YYYY-MM-DD HH:MM"
      }
    }

    /// The date `text` names in this picker's format, or `nil` when it names none.
    package func date(from text: String) -> Date? {
      formatter.date(from: text.trimmingCharacters(in: .whitespaces))
    }

    private var formatter: DateFormatter {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat =
        switch mode {
        case .date: "yyyy-MM-dd"
        case .time: "HH:mm"
        case .dateAndTime: "yyyy-MM-dd HH:mm"
        }
      return formatter
    }
  }

  /// A child pane whose screen the app makes.
  public struct AppPane: Sendable, Equatable {
    /// The row's title.
    public var title: String
    /// The specifier's `Key`, if any.
    public var key: String?
    /// `IASKViewControllerClass`.
    public var viewControllerClass: String?
    /// `IASKViewControllerSelector`.
    public var viewControllerSelector: String?
    /// `IASKSegueIdentifier`.
    public var segueIdentifier: String?
    /// `IASKViewControllerStoryBoardId` (with `IASKViewControllerStoryBoardFile`).
    public var storyboardID: String?

    /// A specifier with the given parts.
    public init(
      title: String, key: String? = nil, viewControllerClass: String? = nil,
      viewControllerSelector: String? = nil, segueIdentifier: String? = nil,
      storyboardID: String? = nil
    ) {
      self.title = title
      self.key = key
      self.viewControllerClass = viewControllerClass
      self.viewControllerSelector = viewControllerSelector
      self.segueIdentifier = segueIdentifier
      self.storyboardID = storyboardID
    }
  }

  /// An `IASKMailComposeSpecifier`.
  public struct MailCompose: Sendable, Equatable {
    /// The row's title.
    public var title: String
    /// The specifier's `Key`, if any.
    public var key: String?
    /// `IASKMailComposeToRecipents` (InAppSettingsKit's spelling).
    public var recipients: [String]
    /// `IASKMailComposeSubject`.
    public var subject: String?
    /// `IASKMailComposeBody`.
    public var body: String?

    /// A specifier with the given parts.
    public init(
      title: String, key: String? = nil, recipients: [String] = [], subject: String? = nil,
      body: String? = nil
    ) {
      self.title = title
      self.key = key
      self.recipients = recipients
      self.subject = subject
      self.body = body
    }
  }
}
