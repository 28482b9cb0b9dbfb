import Foundation

/// A map from model type to view class that turns a heterogeneous list of models into rows —
/// HTTableViewDataSourceDelegate's `cellTypeMap`, checked by the compiler.
///
/// ```swift
/// var map = ComponentMap()
/// map.register(ContactCell.self)                 // models of type ContactCell.Data
/// map.register(AdCell.self) { selection in open(selection.data.url) }
/// let rows = try map.components(for: feed)       // feed: [Any]
/// ```
///
/// Registering a view class for its `Data` type means a wrong pairing does not compile; a model
/// of a type nobody registered is refused with ``TableError/unmappedModel(operation:modelType:index:)``.
/// Models are matched by their exact dynamic type (a subclass of a registered class needs its
/// own registration), in one dictionary lookup per model.
@MainActor
public struct ComponentMap {
  private var factories: [ObjectIdentifier: (Any) -> TableComponent] = [:]

  /// An empty map.
  public init() {}

  /// Shows models of type `View.Data` with `viewClass`. A later registration for the same
  /// model type replaces this one.
  public mutating func register<View: ComponentView>(
    _ viewClass: View.Type, onSelect: ((SelectionContext<View>) -> Void)? = nil
  ) {
    factories[ObjectIdentifier(View.Data.self)] = { model in
      TableComponent(View.self, data: model as! View.Data, onSelect: onSelect)
    }
  }

  /// Shows `Equatable` models of type `View.Data` with `viewClass`.
  public mutating func register<View: ComponentView>(
    _ viewClass: View.Type, onSelect: ((SelectionContext<View>) -> Void)? = nil
  ) where View.Data: Equatable {
    factories[ObjectIdentifier(View.Data.self)] = { model in
      TableComponent(View.self, data: model as! View.Data, onSelect: onSelect)
    }
  }

  /// Shows `Hashable` models of type `View.Data` with `viewClass`; each row's identity is its
  /// whole model (a changed model is a new row), unless the model is also `Identifiable`.
  public mutating func register<View: ComponentView>(
    _ viewClass: View.Type, onSelect: ((SelectionContext<View>) -> Void)? = nil
  ) where View.Data: Hashable {
    factories[ObjectIdentifier(View.Data.self)] = { model in
      TableComponent(View.self, data: model as! View.Data, onSelect: onSelect)
    }
  }

  /// Shows `Identifiable` models of type `View.Data` with `viewClass`; each row's identity is
  /// its model's `id`.
  public mutating func register<View: ComponentView>(
    _ viewClass: View.Type, onSelect: ((SelectionContext<View>) -> Void)? = nil
  ) where View.Data: Identifiable {
    factories[ObjectIdentifier(View.Data.self)] = { model in
      TableComponent(View.self, data: model as! View.Data, onSelect: onSelect)
    }
  }

  /// Shows `Identifiable & Equatable` models with `viewClass`: identity is the model's `id`, and
  /// `==` tells whether a row's content changed.
  public mutating func register<View: ComponentView>(
    _ viewClass: View.Type, onSelect: ((SelectionContext<View>) -> Void)? = nil
  ) where View.Data: Identifiable & Equatable {
    factories[ObjectIdentifier(View.Data.self)] = { model in
      TableComponent(View.self, data: model as! View.Data, onSelect: onSelect)
    }
  }

  /// Shows `Identifiable & Hashable` models with `viewClass`: identity is the model's `id` (not
  /// the whole model), and `==` tells whether a row's content changed.
  public mutating func register<View: ComponentView>(
    _ viewClass: View.Type, onSelect: ((SelectionContext<View>) -> Void)? = nil
  ) where View.Data: Identifiable & Hashable {
    factories[ObjectIdentifier(View.Data.self)] = { model in
      TableComponent(View.self, data: model as! View.Data, onSelect: onSelect)
    }
  }

  /// Shows models of type `modelType` with a view class that does not conform to
  /// `ComponentView`, configured by `configure` (see
  /// `TableComponent.init(view:item:height:reuseIdentifier:id:deselectsAfterSelection:configure:onSelect:)`).
  public mutating func register<View: AnyObject, Model>(
    _ modelType: Model.Type, view viewClass: View.Type, height: ComponentHeight = .automatic(estimate: 44),
    configure: @escaping (View, Model) -> Void, onSelect: ((ItemSelection<View, Model>) -> Void)? = nil
  ) {
    factories[ObjectIdentifier(Model.self)] = { model in
      TableComponent(
        view: View.self, item: model as! Model, height: height, configure: configure, onSelect: onSelect)
    }
  }

  /// Whether models of `modelType` have a view class.
  public func contains(_ modelType: Any.Type) -> Bool {
    factories[ObjectIdentifier(modelType)] != nil
  }

  /// The row showing `model`.
  ///
  /// - Throws: ``TableError/unmappedModel(operation:modelType:index:)`` when no view class is
  ///   registered for the model's type.
  public func component(for model: Any) throws(TableError) -> TableComponent {
    try component(for: model, index: 0, operation: #function)
  }

  /// The rows showing `models`, in order. O(models).
  ///
  /// - Throws: ``TableError/unmappedModel(operation:modelType:index:)`` for the first model
  ///   whose type has no view class; no rows are made then.
  public func components(for models: [Any]) throws(TableError) -> [TableComponent] {
    var rows: [TableComponent] = []
    rows.reserveCapacity(models.count)
    for (index, model) in models.enumerated() {
      rows.append(try component(for: model, index: index, operation: #function))
    }
    return rows
  }

  private func component(for model: Any, index: Int, operation: String) throws(TableError) -> TableComponent {
    let type = Swift.type(of: model)
    guard let factory = factories[ObjectIdentifier(type)] else {
      throw .unmappedModel(operation: operation, modelType: String(reflecting: type), index: index)
    }
    return factory(model)
  }
}
