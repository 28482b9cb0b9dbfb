import Foundation

/// The room a table leaves between its sections where they have no header or footer.
public enum SectionSpacing: Hashable, Sendable {
  /// The host's own spacing for its style: the gap between groups of a grouped or
  /// inset-grouped UIKit table, nothing in a plain one. The default.
  case standard
  /// No room at all: sections without a header or footer touch.
  case none
}

/// What a section's header or footer takes: decided from what the section has and the table's
/// ``SectionSpacing``, the same on every host; a host maps each case to its own measure.
package enum SectionEdgeHeight: Hashable, Sendable {
  /// A header or footer component, this tall.
  case component(ComponentHeight)
  /// A plain title, sized by the host to fit it.
  case title
  /// Nothing to show: the host's standard spacing for its style.
  case standardSpacing
  /// Nothing to show, and no room for it.
  case none

  /// The edge of a section that has a component of `componentHeight` (or none), a plain title
  /// or not, in a table that asks for `spacing`. A component wins over a title, as it is
  /// shown instead of it.
  package init(componentHeight: ComponentHeight?, hasTitle: Bool, spacing: SectionSpacing) {
    if let componentHeight {
      self = .component(componentHeight)
    } else if hasTitle {
      self = .title
    } else {
      self = spacing == .standard ? .standardSpacing : .none
    }
  }
}
