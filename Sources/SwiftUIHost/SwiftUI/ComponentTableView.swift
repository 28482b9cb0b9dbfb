#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ComponentTableUIKit
  import SwiftUI
  import UIKit

  /// A ComponentTable screen in SwiftUI: a `UITableView` driven by an engine, with its sections
  /// declared in the view's body like a `Form`'s.
  ///
  /// ```swift
  /// struct NetworkSettings: View {
  ///   @State private var wifi = true
  ///   var body: some View {
  ///     ComponentTableView {
  ///       TableSection(id: "network") {
  ///         UIKitSettingsKit.switchRow("Wi-Fi", isOn: $wifi)
  ///         if wifi { UIKitSettingsKit.valueRow("Network", value: "Home") }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The builder runs when SwiftUI evaluates the view, so it reads state as a `Form` does and
  /// SwiftUI re-evaluates the view when that state changes; each new list of sections becomes
  /// the minimal animated update of the table (see ``DeclaredTable``). Selection closures and
  /// bound rows write SwiftUI state directly.
  ///
  /// For a screen built incrementally (`addSection`, `addCell`…), pass a `build` closure
  /// instead: it runs once, on the engine of the new table.
  @MainActor
  public struct ComponentTableView: UIViewRepresentable {
    private enum Content {
      case declared([TableSection])
      case built(@MainActor (TableEngine) throws -> Void)
    }

    private let style: UITableView.Style
    private let content: Content
    private weak var delegate: (any TableEngineDelegate)?
    private weak var tableViewDelegate: (any UITableViewDelegate)?

    /// A table showing the sections `sections` declares, re-applied whenever SwiftUI evaluates
    /// the view again.
    ///
    /// - Parameters:
    ///   - style: The table's style; settings screens use `.insetGrouped`.
    ///   - delegate: Receives the engine's events (selection after the row's closure, display).
    ///   - tableViewDelegate: Receives the `UITableViewDelegate` calls the engine does not
    ///     answer (scrolling…). Held weakly.
    ///   - sections: The sections, declared with `if`, `switch` and `for` as in a result builder.
    public init(
      style: UITableView.Style = .insetGrouped, delegate: (any TableEngineDelegate)? = nil,
      tableViewDelegate: (any UITableViewDelegate)? = nil,
      @TableSectionsBuilder sections: () -> [TableSection]
    ) {
      self.style = style
      self.delegate = delegate
      self.tableViewDelegate = tableViewDelegate
      content = .declared(sections())
    }

    /// A table built once by `build`, incrementally, on the engine of the new table. Errors
    /// `build` throws are written to standard error and leave what was built so far.
    public init(
      style: UITableView.Style = .insetGrouped, delegate: (any TableEngineDelegate)? = nil,
      tableViewDelegate: (any UITableViewDelegate)? = nil,
      build: @escaping @MainActor (TableEngine) throws -> Void
    ) {
      self.style = style
      self.delegate = delegate
      self.tableViewDelegate = tableViewDelegate
      content = .built(build)
    }

    /// Keeps the declared table between SwiftUI's updates.
    public final class Coordinator {
      fileprivate var table: DeclaredTable?
    }

    /// A new coordinator; SwiftUI keeps it as long as the view is shown.
    public func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes the table view and its engine (the table keeps the engine alive).
    public func makeUIView(context: Context) -> UITableView {
      let tableView = UITableView(frame: .zero, style: style)
      let engine = TableEngine(tableView: tableView, delegate: delegate, tableViewDelegate: tableViewDelegate)
      switch content {
      case .declared(let sections):
        let table = DeclaredTable(engine: engine)
        context.coordinator.table = table
        table.update(to: sections, animated: false)
      case .built(let build):
        do {
          try build(engine)
        } catch {
          FileHandle.standardError.write(Data("ComponentTableView: the table was not built: \(error)\n".utf8))
        }
      }
      return tableView
    }

    /// Applies the sections of this evaluation of the view: the minimal update, animated
    /// unless the transaction disables animations.
    public func updateUIView(_ tableView: UITableView, context: Context) {
      guard case .declared(let sections) = content, let table = context.coordinator.table else { return }
      table.engine.delegate = delegate
      table.engine.tableViewDelegate = tableViewDelegate
      table.update(to: sections, animated: !context.transaction.disablesAnimations)
    }
  }
#endif
