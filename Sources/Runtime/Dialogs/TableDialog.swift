/// A dialog a row shows, described once without a platform: a question asked before an action
/// runs ("Reset all settings?") or a notice the user acknowledges ("Check your email"). Each
/// host presents it (the terminal host as a panel with the actions on keys, the UIKit host as a
/// `UIAlertController`) and reports the user's choice back to the engine, which then runs the
/// chosen action.
///
/// ```swift
/// let reset = try TableDialog(
///   title: "Reset all settings?", message: "Your data stays.", style: .actionSheet,
///   actions: [.init("Reset All Settings", role: .destructive) { model.reset() }, .cancel()])
/// TableComponent.buttonRow("Reset All Settings", role: .destructive) { $0.present(reset) }
///
/// TableComponent.buttonRow("Send Link") {
///   $0.present(.notice(title: "Check your email", message: "The link is on its way."))
/// }
/// ```
///
/// A question must offer a way out: one action, exactly one, has the ``Action/Role/cancel``
/// role (what Esc, a tap outside an iPad's popover or the alert's cancel button choose), and
/// at least one other action exists. Anything else is refused when it is made. A notice
/// (``notice(title:message:acknowledgement:handler:)``) has its acknowledgement only, which is
/// also its way out.
public struct TableDialog: Sendable {
  /// How a host shows the dialog.
  public enum Style: Hashable, Sendable {
    /// An alert in the middle of the screen: for a question about the whole app, and every
    /// notice.
    case alert
    /// A sheet of actions from the bottom of the screen (a popover anchored to the row on an
    /// iPad): for a choice about the row that asked.
    case actionSheet
  }

  /// One answer to the dialog.
  public struct Action: Sendable {
    /// What the answer does, as the button shows it.
    public enum Role: Hashable, Sendable {
      /// An ordinary answer.
      case `default`
      /// The answer that leaves everything as it was (a notice's acknowledgement).
      case cancel
      /// An answer that destroys data; shown in red.
      case destructive
    }

    /// The button's title.
    public let title: String
    /// What kind of answer it is.
    public let role: Role
    /// What choosing it does; runs after the dialog is gone.
    let handler: @MainActor @Sendable () -> Void

    /// An answer titled `title` that runs `handler` when chosen.
    public init(_ title: String, role: Role = .default, handler: @escaping @MainActor @Sendable () -> Void = {}) {
      self.title = title
      self.role = role
      self.handler = handler
    }

    /// The answer that leaves everything as it was, titled "Cancel" unless given.
    public static func cancel(_ title: String = "Cancel", handler: @escaping @MainActor @Sendable () -> Void = {})
      -> Action
    {
      Action(title, role: .cancel, handler: handler)
    }
  }

  /// What the dialog says or asks.
  public let title: String
  /// More about it, under the title; `nil` for none.
  public let message: String?
  /// How hosts show it.
  public let style: Style
  /// The answers, in the order the host shows them (UIKit moves the cancel action to its own
  /// place: last in a sheet).
  public let actions: [Action]

  /// A question asking `title`, answered with one of `actions`.
  ///
  /// - Throws: ``TableError/dialog(_:title:actionTitles:)`` when no action or more than one has
  ///   the cancel role (`UIAlertController` itself allows only one), or when the cancel action is
  ///   the only one (a notice is made with ``notice(title:message:acknowledgement:handler:)``).
  public init(title: String, message: String? = nil, style: Style = .alert, actions: [Action])
    throws(TableError)
  {
    let cancels = actions.filter { $0.role == .cancel }.count
    guard cancels == 1 else {
      throw TableError.dialog(
        cancels == 0 ? .noCancelAction : .severalCancelActions(cancels), title: title,
        actionTitles: actions.map(\.title))
    }
    guard actions.count > 1 else {
      throw TableError.dialog(.onlyCancelAction, title: title, actionTitles: actions.map(\.title))
    }
    self.init(checked: title, message: message, style: style, actions: actions)
  }

  private init(checked title: String, message: String?, style: Style, actions: [Action]) {
    self.title = title
    self.message = message
    self.style = style
    self.actions = actions
  }

  /// A notice: `title` and `message` shown as an alert with one action, `acknowledgement`,
  /// which runs `handler` when chosen (Esc and Return in the terminal choose it too).
  public static func notice(
    title: String, message: String? = nil, acknowledgement: String = "OK",
    handler: @escaping @MainActor @Sendable () -> Void = {}
  ) -> TableDialog {
    TableDialog(checked: title, message: message, style: .alert, actions: [.cancel(acknowledgement, handler: handler)])
  }

  /// Whether the dialog is a notice: its acknowledgement is its only action.
  public var isNotice: Bool { actions.count == 1 }

  /// The index of the cancel action (a notice's acknowledgement).
  public var cancelIndex: Int {
    // Every initializer made sure there is exactly one.
    actions.firstIndex { $0.role == .cancel } ?? 0
  }
}

/// What was wrong with a dialog that could not be made, shown or answered, in
/// ``TableError/dialog(_:title:actionTitles:)``.
public enum DialogProblem: Equatable, Sendable {
  /// No action has the cancel role: the user would have no way out.
  case noCancelAction
  /// More than one action has the cancel role (their number).
  case severalCancelActions(Int)
  /// The cancel action is the only action of a question: there is nothing to confirm.
  case onlyCancelAction
  /// Another dialog of the same table is shown (its title): a table shows one dialog at a
  /// time, so the second is refused rather than queued behind it.
  case anotherIsShown(String)
  /// No dialog is shown, so there is nothing to answer.
  case noneShown
  /// The answer chosen is not one of the actions (its index).
  case noSuchAction(Int)

  /// The problem with the dialog titled `title` and its actions, in a sentence.
  func describe(title: String, actionTitles: [String]) -> String {
    let actions = actionTitles.map { "\"\($0)\"" }.joined(separator: ", ")
    let which = "the dialog \"\(title)\" (actions: \(actions.isEmpty ? "none" : actions))"
    switch self {
    case .noCancelAction:
      return "\(which) has no action with the cancel role; add one, such as .cancel(), so the user has a way out"
    case .severalCancelActions(let count):
      return "\(which) has \(count) actions with the cancel role; exactly one is allowed"
    case .onlyCancelAction:
      return "\(which) has only its cancel action; add the action it confirms, or make a notice with TableDialog.notice"
    case .anotherIsShown(let shown):
      return "\(which) was not shown: the dialog \"\(shown)\" is still shown; a table shows one dialog at a time"
    case .noneShown:
      return "no dialog is shown, so there is nothing to answer"
    case .noSuchAction(let index):
      return "\(which) has no action \(index); it has \(actionTitles.count)"
    }
  }
}
