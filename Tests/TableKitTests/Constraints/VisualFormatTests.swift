import Foundation
import Testing

@testable import TableKit

/// Issue 27: the Visual Format Language reads as Apple documents it. Every example of the Auto
/// Layout Guide's appendix, then metrics, negative and decimal numbers, priorities, and the
/// forms UIKit accepts beyond the documented grammar.
@Suite struct VisualFormatTests {
  typealias Predicate = VisualFormat.Predicate
  typealias Value = VisualFormat.Value

  /// Parses `format` with these views and metrics.
  func parse(
    _ format: String, views: Set<String>, metrics: [String: Double] = [:]
  ) throws -> VisualFormat {
    try VisualFormat.parse(format, metrics: metrics, viewNames: views)
  }

  /// A predicate comparing with a literal number.
  func constant(
    _ relation: VisualFormat.Relation, _ number: Double, priority: Double? = nil
  ) -> Predicate {
    Predicate(relation, .constant(Value(number)), priority: priority.map { Value($0) })
  }

  /// A predicate equal to a literal number, as one without a relation is.
  func constant(_ number: Double, priority: Double? = nil) -> Predicate {
    constant(.equal, number, priority: priority)
  }

  /// The views' names, predicates and connections, without their ranges.
  func shape(_ format: VisualFormat) -> [String] {
    var parts: [String] = []
    if let leading = format.leadingConnection { parts.append("| \(leading)") }
    for (index, view) in format.views.enumerated() {
      if index > 0 { parts.append("\(format.connections[index - 1])") }
      parts.append("\(view.name) \(view.predicates)")
    }
    if let trailing = format.trailingConnection { parts.append("\(trailing) |") }
    return parts
  }

  @Test func standardSpace() throws {
    let format = try parse("[button]-[textField]", views: ["button", "textField"])
    #expect(format.orientation == .horizontal)
    #expect(format.leadingConnection == nil && format.trailingConnection == nil)
    #expect(format.views.map(\.name) == ["button", "textField"])
    #expect(format.views.map(\.range) == [0..<8, 9..<20])
    #expect(format.connections == [.standard])
    #expect(format.views.allSatisfy { $0.predicates.isEmpty })
    #expect(format.format == "[button]-[textField]")
  }

  @Test func widthConstraint() throws {
    let format = try parse("[button(>=50)]", views: ["button"])
    #expect(
      format.views == [
        .init(
          "button", predicates: [constant(.greaterThanOrEqual, 50)],
          range: 0..<14)
      ])
    #expect(format.connections.isEmpty)
  }

  @Test func connectionToSuperview() throws {
    let format = try parse("|-50-[purpleBox]-50-|", views: ["purpleBox"])
    #expect(format.leadingConnection == .predicates([constant(50)]))
    #expect(format.trailingConnection == .predicates([constant(50)]))
    #expect(format.views.map(\.range) == [5..<16])
  }

  @Test func verticalLayout() throws {
    let format = try parse("V:[topField]-10-[bottomField]", views: ["topField", "bottomField"])
    #expect(format.orientation == .vertical)
    #expect(format.connections == [.predicates([constant(10)])])
    #expect(format.views.map(\.range) == [2..<12, 16..<29])
  }

  @Test func flushViews() throws {
    let format = try parse("[maroonView][blueView]", views: ["maroonView", "blueView"])
    #expect(format.connections == [.flush])
  }

  @Test func priority() throws {
    let format = try parse("[button(100@20)]", views: ["button"])
    #expect(format.views[0].predicates == [constant(100, priority: 20)])
  }

  @Test func equalWidths() throws {
    let format = try parse("[button1(==button2)]", views: ["button1", "button2"])
    #expect(format.views[0].predicates == [Predicate(.equal, .view("button2"))])
    #expect(format.views.count == 1)
  }

  @Test func multiplePredicates() throws {
    let format = try parse("[flexibleButton(>=70,<=100)]", views: ["flexibleButton"])
    #expect(
      format.views[0].predicates == [
        constant(.greaterThanOrEqual, 70), constant(.lessThanOrEqual, 100),
      ])
  }

  @Test func aCompleteLineOfLayout() throws {
    let format = try parse(
      "|-[find]-[findNext]-[findField(>=20)]-|", views: ["find", "findNext", "findField"])
    #expect(
      shape(format) == [
        "| standard", "find []", "standard", "findNext []", "standard",
        "findField \([constant(.greaterThanOrEqual, 20)])", "standard |",
      ])
    #expect(format.views.map(\.range) == [2..<8, 9..<19, 20..<37])
  }

  @Test func theGuideExamplesWithAnOrientation() throws {
    let format = try parse(
      "H:|-[find]-[findNext]-[findField(>=20)]-|",
      views: [
        "find", "findNext", "findField",
      ])
    #expect(format.orientation == .horizontal)
    #expect(format.views.map(\.range) == [4..<10, 11..<21, 22..<39])
  }

  @Test func metricsInConnectionsAndPredicates() throws {
    let metrics = ["margin": 20.0, "width2": 120, "high": 750]
    let format = try parse(
      "V:|-(==margin)-[a(==width2@high)]-margin-|", views: ["a"], metrics: metrics)
    let margin = Predicate(.equal, .constant(Value(20, metric: "margin")))
    #expect(format.orientation == .vertical)
    #expect(format.leadingConnection == .predicates([margin]))
    #expect(format.trailingConnection == .predicates([margin]))
    #expect(
      format.views[0].predicates == [
        Predicate(
          .equal, .constant(Value(120, metric: "width2")),
          priority: Value(750, metric: "high"))
      ])
  }

  @Test func priorityAsALiteralAndAsAMetricInAConnection() throws {
    let format = try parse(
      "[a]-(==20@500,>=8@low)-[b]", views: ["a", "b"], metrics: ["low": 250])
    #expect(
      format.connections == [
        .predicates([
          constant(20, priority: 500),
          Predicate(.greaterThanOrEqual, .constant(Value(8)), priority: Value(250, metric: "low")),
        ])
      ])
  }

  @Test func negativeAndDecimalNumbers() throws {
    let format = try parse(
      "|-(-20)-[a(>=-0.5,<=12.75,==2.)]-(<=-1e1)-[b(-.5@999.5)]", views: ["a", "b"])
    #expect(format.leadingConnection == .predicates([constant(-20)]))
    #expect(
      format.views[0].predicates == [
        constant(.greaterThanOrEqual, -0.5), constant(.lessThanOrEqual, 12.75), constant(2),
      ])
    #expect(format.connections == [.predicates([constant(.lessThanOrEqual, -10)])])
    #expect(format.views[1].predicates == [constant(-0.5, priority: 999.5)])
  }

  @Test func prioritiesAtTheirLimits() throws {
    let format = try parse("[a(10@1000,20@0.001,30@1e3)]", views: ["a"])
    #expect(format.views[0].predicates.compactMap(\.priority?.number) == [1000, 0.001, 1000])
  }

  @Test func exponentsAreReadAsStrtodReadsThem() throws {
    // `1e` has no exponent digits, so the number is 1 and `e` is left, which ends nothing.
    #expect(
      try parse("[a(1E2,2e+1,3e-1)]", views: ["a"]).views[0].predicates == [
        constant(100), constant(20), constant(0.3),
      ])
    #expect(throws: VisualFormatError.self) { try parse("[a(1e)]", views: ["a"]) }
  }

  @Test func flushToTheSuperviewVertically() throws {
    let format = try parse("V:|[a][b]|", views: ["a", "b"])
    #expect(format.orientation == .vertical)
    #expect(format.leadingConnection == .flush)
    #expect(format.connections == [.flush])
    #expect(format.trailingConnection == .flush)
  }

  @Test func aTrailingInequalityToTheSuperview() throws {
    let format = try parse("[view]-(>=0)-|", views: ["view"])
    #expect(format.leadingConnection == nil)
    #expect(format.trailingConnection == .predicates([constant(.greaterThanOrEqual, 0)]))
  }

  @Test func standardSpacingToTheSuperview() throws {
    let format = try parse("|-[a]-|", views: ["a"])
    #expect(format.leadingConnection == .standard)
    #expect(format.trailingConnection == .standard)
  }

  @Test func aLoneViewAndASuperviewOnOneSide() throws {
    #expect(try parse("[a]", views: ["a"]).views.map(\.name) == ["a"])
    #expect(try parse("|[a]", views: ["a"]).trailingConnection == nil)
    #expect(try parse("[a]|", views: ["a"]).leadingConnection == nil)
  }

  @Test func aViewMayBeListedTwiceAndNameItself() throws {
    // UIKit accepts both; what the constraints make of them is the builder's affair.
    let format = try parse("[a(==a)]-[a]", views: ["a"])
    #expect(format.views.map(\.name) == ["a", "a"])
    #expect(format.views[0].predicates == [Predicate(.equal, .view("a"))])
  }

  @Test func aViewNameWithoutRelationMeansEqualSize() throws {
    // As real code writes it: `[settingsButton(menuButton)]`.
    let format = try parse("[b(a@750)]", views: ["a", "b"])
    #expect(format.views[0].predicates == [Predicate(.equal, .view("a"), priority: Value(750))])
  }

  @Test func aNameInBothDictionariesIsAMetricWhereANumberMayStand() throws {
    let format = try parse("[a(b)]", views: ["a", "b"], metrics: ["b": 44])
    #expect(format.views[0].predicates == [Predicate(.equal, .constant(Value(44, metric: "b")))])
  }

  @Test func aConnectionPredicateMayCarryARelationAndAPriorityWithoutParentheses() throws {
    // Wider than Apple's grammar (`simplePredicate`), as UIKit's parser is.
    let format = try parse("[a]-<=8-[b]-8@750-[c]", views: ["a", "b", "c"])
    #expect(
      format.connections == [
        .predicates([constant(.lessThanOrEqual, 8)]), .predicates([constant(8, priority: 750)]),
      ])
  }

  @Test func namesAreCIdentifiers() throws {
    let views: Set<String> = ["_a", "B9_x", "__"]
    let format = try parse("[_a]-[B9_x]-[__]", views: views)
    #expect(format.views.map(\.name) == ["_a", "B9_x", "__"])
  }

  @Test func aLongLineParses() throws {
    let names = (0..<2_000).map { "view\($0)" }
    let text = "H:|-" + names.map { "[\($0)(>=10,<=20@500)]" }.joined(separator: "-(8)-") + "-|"
    let format = try parse(text, views: Set(names))
    #expect(format.views.count == 2_000)
    #expect(format.connections.count == 1_999)
    #expect(format.views.last?.range.upperBound == text.utf8.count - 2)
  }
}
