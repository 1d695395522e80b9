import Foundation

/// Turns a parsed visual format into constraints, as UIKit does: each connection between
/// neighbours a spacing (`b.leading == a.trailing + 8`), the bars the superview's edges (its
/// margins for a lone dash), each view's predicates its size, and the options' alignments
/// between each view and the next.
@MainActor
struct VisualFormatBuilder {
  let format: VisualFormat
  let options: LayoutConstraint.FormatOptions
  let views: [String: View]
  private var made: [LayoutConstraint] = []

  init(format: VisualFormat, options: LayoutConstraint.FormatOptions, views: [String: View]) {
    self.format = format
    self.options = options
    self.views = views
  }

  /// The edges a connection joins, along the format's axis and in its reading direction.
  private var edges: (start: LayoutConstraint.Attribute, end: LayoutConstraint.Attribute) {
    guard format.orientation == .horizontal else { return (.top, .bottom) }
    if options.contains(.directionRightToLeft) { return (.right, .left) }
    if options.contains(.directionLeftToRight) { return (.left, .right) }
    return (.leading, .trailing)
  }

  /// The size a view's predicates are about.
  private var dimension: LayoutConstraint.Attribute {
    format.orientation == .horizontal ? .width : .height
  }

  /// The constraints, inactive.
  mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
    try checkAlignments()
    for (index, named) in format.views.enumerated() {
      let view = try view(named)
      for predicate in named.predicates { try size(view, predicate, at: named) }
      if index > 0 {
        let previous = try self.view(format.views[index - 1])
        connect(previous, edges.end, to: view, edges.start, by: format.connections[index - 1])
        for attribute in options.alignments {
          made.append(
            LayoutConstraint(
              item: previous, attribute: attribute, relatedBy: .equal, toItem: view,
              attribute: attribute, multiplier: 1, constant: 0))
        }
      }
    }
    if let connection = format.leadingConnection, let first = format.views.first {
      let view = try view(first)
      let superview = try self.superview(of: view, at: 0)
      let edge = connection == .standard ? marginOf(edges.start) : edges.start
      connect(superview, edge, to: view, edges.start, by: connection, fromSuperview: true)
    }
    if let connection = format.trailingConnection, let last = format.views.last {
      let view = try view(last)
      let superview = try self.superview(of: view, at: format.format.utf8.count - 1)
      let edge = connection == .standard ? marginOf(edges.end) : edges.end
      connect(view, edges.end, to: superview, edge, by: connection, fromSuperview: true)
    }
    return made
  }

  /// UIKit refuses alignments along the format's own axis.
  private func checkAlignments() throws(VisualFormatError) {
    let along = options.alignments.contains { attribute in
      switch format.orientation {
      case .horizontal: [.left, .right, .leading, .trailing, .centerX].contains(attribute)
      case .vertical: [.top, .bottom, .centerY, .lastBaseline, .firstBaseline].contains(attribute)
      }
    }
    if along {
      throw VisualFormatError(.alignmentAlongAxis(format.orientation), format: format.format, position: nil)
    }
  }

  private func view(_ named: VisualFormat.NamedView) throws(VisualFormatError) -> View {
    guard let view = views[named.name] else {
      throw VisualFormatError(
        .unknownView(named.name), format: format.format, position: named.range.lowerBound + 1)
    }
    return view
  }

  private func superview(of view: View, at position: Int) throws(VisualFormatError) -> View {
    guard let superview = view.superview else {
      throw VisualFormatError(.noSuperview, format: format.format, position: position)
    }
    return superview
  }

  /// The margin attribute of an edge.
  private func marginOf(_ edge: LayoutConstraint.Attribute) -> LayoutConstraint.Attribute {
    switch edge {
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    default: .bottomMargin
    }
  }

  /// `later.start relation earlier.end + spacing` for each predicate of the connection.
  private mutating func connect(
    _ earlier: View, _ earlierEdge: LayoutConstraint.Attribute, to later: View,
    _ laterEdge: LayoutConstraint.Attribute, by connection: VisualFormat.Connection,
    fromSuperview: Bool = false
  ) {
    let predicates: [VisualFormat.Predicate]
    switch connection {
    case .flush: predicates = [VisualFormat.Predicate(.equal, .constant(.init(0)))]
    case .standard:
      let spacing = fromSuperview ? 0 : Double(LayoutSpacing.system)
      predicates = [VisualFormat.Predicate(.equal, .constant(.init(spacing)))]
    case .predicates(let list): predicates = list
    }
    for predicate in predicates {
      guard case .constant(let value) = predicate.object else { continue }
      let constraint = LayoutConstraint(
        item: later, attribute: laterEdge, relatedBy: Self.relation(predicate.relation),
        toItem: earlier, attribute: earlierEdge, multiplier: 1, constant: CGFloat(value.number))
      if let priority = predicate.priority { constraint.priority = LayoutPriority(Float(priority.number)) }
      made.append(constraint)
    }
  }

  /// A view's size predicate: a constant, or another view's size.
  private mutating func size(
    _ view: View, _ predicate: VisualFormat.Predicate, at named: VisualFormat.NamedView
  ) throws(VisualFormatError) {
    let constraint: LayoutConstraint
    switch predicate.object {
    case .constant(let value):
      constraint = LayoutConstraint(
        item: view, attribute: dimension, relatedBy: Self.relation(predicate.relation),
        toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: CGFloat(value.number))
    case .view(let name):
      guard let other = views[name] else {
        throw VisualFormatError(.unknownView(name), format: format.format, position: named.range.upperBound)
      }
      constraint = LayoutConstraint(
        item: view, attribute: dimension, relatedBy: Self.relation(predicate.relation),
        toItem: other, attribute: dimension, multiplier: 1, constant: 0)
    }
    if let priority = predicate.priority { constraint.priority = LayoutPriority(Float(priority.number)) }
    made.append(constraint)
  }

  private static func relation(_ relation: VisualFormat.Relation) -> LayoutConstraint.Relation {
    switch relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
