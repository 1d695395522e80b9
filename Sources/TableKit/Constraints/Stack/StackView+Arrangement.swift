import Foundation

// The constraints a stack view makes, as UIKit's `UISV-` constraints do: along the axis, the
// first and last views to the stack's edges, each neighbour to the next by the spacing (or
// through equal spacer guides), sizes as the distribution says; across it, each view to the
// edges or center as the alignment says, and a weak pull that keeps the stack no broader than
// its broadest view when the alignment does not fill.

extension StackView {
  /// Removes the previous arrangement's constraints and guides and makes the current one's.
  func arrange() {
    LayoutConstraint.deactivate(arrangement.constraints)
    for guide in arrangement.guides { removeLayoutGuide(guide) }
    arrangement = StackArrangement()
    let shown = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    var made: [LayoutConstraint] = []
    if !shown.isEmpty {
      made += alongAxis(shown)
      made += acrossAxis(shown)
    }
    LayoutConstraint.activate(made)
    arrangement.constraints = made
  }

  /// The anchors of the stack's edges the views line up against: its bounds or its margins.
  private var container: LayoutAnchorProviding {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  private var isHorizontal: Bool { axis == .horizontal }

  /// `first relation second + constant` for an attribute pair, named for debugging.
  private func make(
    _ name: String, _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute,
    _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute,
    relation: LayoutConstraint.Relation = .equal, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.identifier = "TK-SV-\(name)"
    constraint.priority = priority
    return constraint
  }

  // MARK: - Along the axis

  private func alongAxis(_ shown: [View]) -> [LayoutConstraint] {
    let start: LayoutConstraint.Attribute = isHorizontal ? .leading : .top
    let end: LayoutConstraint.Attribute = isHorizontal ? .trailing : .bottom
    let length: LayoutConstraint.Attribute = isHorizontal ? .width : .height
    var made = [
      make("canvas-connection", shown[0], start, container, start),
      make("canvas-connection", container, end, shown[shown.count - 1], end),
    ]
    for (previous, next) in zip(shown, shown.dropFirst()) {
      let gap = spacing(after: previous)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        made.append(spacingConstraint(from: previous, to: next, gap: gap, relation: .equal))
      case .equalSpacing, .equalCentering:
        made.append(spacingConstraint(from: previous, to: next, gap: gap, relation: .greaterThanOrEqual))
      }
    }
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in shown.dropFirst() {
        made.append(make("fill-equally", view, length, shown[0], length))
      }
    case .fillProportionally:
      made += proportionalLengths(shown, length)
    case .equalSpacing:
      made += equalGaps(shown, from: end, to: start)
    case .equalCentering:
      let center: LayoutConstraint.Attribute = isHorizontal ? .centerX : .centerY
      made += equalGaps(shown, from: center, to: center)
    }
    return made
  }

  /// `next` after `previous` by `gap`: edge to edge, or baseline to baseline in a vertical
  /// stack that asks for it.
  private func spacingConstraint(
    from previous: View, to next: View, gap: CGFloat, relation: LayoutConstraint.Relation
  ) -> LayoutConstraint {
    if !isHorizontal, isBaselineRelativeArrangement {
      return make("spacing", next, .firstBaseline, previous, .lastBaseline, relation: relation, constant: gap)
    }
    let start: LayoutConstraint.Attribute = isHorizontal ? .leading : .top
    let end: LayoutConstraint.Attribute = isHorizontal ? .trailing : .bottom
    return make("spacing", next, start, previous, end, relation: relation, constant: gap)
  }

  /// Lengths in proportion to the views' intrinsic lengths, held below the views' own
  /// hugging and compression so that a view without an intrinsic length still fills.
  private func proportionalLengths(
    _ shown: [View], _ length: LayoutConstraint.Attribute
  ) -> [LayoutConstraint] {
    let intrinsic = shown.map { view -> CGFloat in
      let size = view.intrinsicContentSize
      return max(0, isHorizontal ? size.width : size.height)
    }
    guard let reference = intrinsic.firstIndex(where: { $0 > 0 }) else { return [] }
    var made: [LayoutConstraint] = []
    for (index, view) in shown.enumerated() where index != reference && intrinsic[index] > 0 {
      made.append(
        make(
          "fill-proportionally", view, length, shown[reference], length,
          multiplier: intrinsic[index] / intrinsic[reference], priority: LayoutPriority(999)))
    }
    return made
  }

  /// Spacer guides from each view's `from` attribute to the next view's `to` attribute, all as
  /// long as the first: equal gaps (or equally spaced centers).
  private func equalGaps(
    _ shown: [View], from: LayoutConstraint.Attribute, to: LayoutConstraint.Attribute
  ) -> [LayoutConstraint] {
    let start: LayoutConstraint.Attribute = isHorizontal ? .leading : .top
    let end: LayoutConstraint.Attribute = isHorizontal ? .trailing : .bottom
    let length: LayoutConstraint.Attribute = isHorizontal ? .width : .height
    let across: (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
      isHorizontal ? (.top, .height) : (.leading, .width)
    var made: [LayoutConstraint] = []
    var first: LayoutGuide?
    for (previous, next) in zip(shown, shown.dropFirst()) {
      let guide = LayoutGuide()
      guide.identifier = "TK-SV-spacing-guide"
      addLayoutGuide(guide)
      arrangement.guides.append(guide)
      made += [
        make("spacer", guide, start, previous, from),
        make("spacer", next, to, guide, end),
        make("spacer", guide, across.0, self, across.0),
        make("spacer", guide, across.1, nil, .notAnAttribute),
      ]
      if let first {
        made.append(make("fill-equally", guide, length, first, length))
      } else {
        first = guide
      }
    }
    return made
  }

  // MARK: - Across the axis

  private func acrossAxis(_ shown: [View]) -> [LayoutConstraint] {
    let lead: LayoutConstraint.Attribute = isHorizontal ? .top : .leading
    let trail: LayoutConstraint.Attribute = isHorizontal ? .bottom : .trailing
    let center: LayoutConstraint.Attribute = isHorizontal ? .centerY : .centerX
    let breadth: LayoutConstraint.Attribute = isHorizontal ? .height : .width
    var made: [LayoutConstraint] = []
    for view in shown {
      switch alignment {
      case .fill:
        made += [make("alignment", view, lead, container, lead), make("alignment", container, trail, view, trail)]
      case .leading:
        made += [
          make("alignment", view, lead, container, lead),
          make("alignment", container, trail, view, trail, relation: .greaterThanOrEqual),
        ]
      case .trailing:
        made += [
          make("alignment", view, trail, container, trail),
          make("alignment", view, lead, container, lead, relation: .greaterThanOrEqual),
        ]
      case .center:
        made += [
          make("alignment", view, center, container, center),
          make("alignment", view, lead, container, lead, relation: .greaterThanOrEqual),
        ]
      case .firstBaseline, .lastBaseline:
        let baseline: LayoutConstraint.Attribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if isHorizontal, view !== shown[0] {
          made.append(make("alignment", view, baseline, shown[0], baseline))
        }
        made += [
          make("alignment", view, lead, container, lead, relation: .greaterThanOrEqual),
          make("alignment", container, trail, view, trail, relation: .greaterThanOrEqual),
        ]
      }
    }
    if alignment != .fill {
      // Without it the stack could be any breadth above its broadest view.
      made.append(
        make("ambiguity-suppression", self, breadth, nil, .notAnAttribute, priority: .fittingSizeLevel - 1))
    }
    return made
  }
}
