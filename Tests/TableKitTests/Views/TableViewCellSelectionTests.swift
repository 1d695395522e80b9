import Foundation
import Testing

@testable import TableKit

/// The selected and highlighted looks per selection style, highlighted colors and images, and the
/// selected background fading in (issue 4, item 7).
@MainActor
@Suite
struct TableViewCellSelectionTests {
  private func cell(
    _ style: TableViewCell.CellStyle = .value1, selectionStyle: TableViewCell.SelectionStyle = .blue
  ) -> TableViewCell {
    ViewTesting.cell(style) {
      $0.textLabel?.text = "Title"
      $0.detailTextLabel?.text = "Detail"
      $0.imageView?.image = .test("icon")
      $0.accessoryType = .disclosureIndicator
      $0.selectionStyle = selectionStyle
    }
  }

  /// The fills a cell draws for its background, in order, with the alpha in force.
  private func backgroundFills(of cell: TableViewCell) -> [(Color, CGFloat)] {
    var list = DrawList()
    cell.drawBackground(in: &list)
    var alphas: [CGFloat] = [1]
    var fills: [(Color, CGFloat)] = []
    for command in list.commands {
      switch command {
      case .pushAlpha(let alpha): alphas.append((alphas.last ?? 1) * alpha)
      case .popAlpha: alphas.removeLast()
      case .fillRect(_, let color): fills.append((color, alphas.last ?? 1))
      default: break
      }
    }
    return fills
  }

  // MARK: - Defaults

  @Test func cellsSelectInBlueByDefaultAsDocumented() {
    #expect(TableViewCell(style: .default, reuseIdentifier: nil).selectionStyle == .blue)
  }

  @Test func anUnselectedCellDrawsAWhiteBackgroundAndItsOwnColors() {
    let cell = cell()
    #expect(!cell.showsSelection)
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground])
    #expect(cell.textLabel?.effectiveTextColor == .label)
    #expect(cell.detailTextLabel?.effectiveTextColor == .secondaryLabel)
  }

  // MARK: - Blue draws as iOS 7+ does (issue 26)

  @Test func aSelectedBlueCellDrawsTheLightGrayBehindUnchangedText() {
    let cell = cell()
    cell.isSelected = true
    #expect(cell.showsSelection)
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground, .selectionGray])
    #expect(cell.textLabel?.effectiveTextColor == .label)
    #expect(cell.detailTextLabel?.effectiveTextColor == .secondaryLabel)
  }

  @Test func aHighlightedBlueCellLooksSelected() {
    let cell = cell(.value2)
    cell.isHighlighted = true
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground, .selectionGray])
    #expect(cell.textLabel?.effectiveTextColor == cell.textLabel?.textColor, "text keeps its color")
  }

  @Test func theSelectionGrayIsSystemGray4InBothAppearances() {
    #expect(Color.selectionGray == .systemGray4)
    let dark = TraitCollection(userInterfaceStyle: .dark)
    #expect(Color.selectionGray.resolvedColor(with: dark).description == "#3A3A3C")
  }

  @Test func deselectingRestoresTheColors() {
    let cell = cell()
    cell.isSelected = true
    cell.isSelected = false
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground])
    #expect(cell.textLabel?.effectiveTextColor == .label)
    #expect(cell.detailTextLabel?.effectiveTextColor == .secondaryLabel)
  }

  @Test func marksKeepTheirTintOnTheSelection() throws {
    let cell = cell()
    cell.accessoryType = .checkmark
    cell.isSelected = true
    cell.layoutIfNeeded()
    var list = DrawList()
    cell.accessoryMarks.draw(in: &list)
    guard case .polyline(_, _, let color) = try #require(list.commands.first) else {
      Issue.record("expected the checkmark's polyline")
      return
    }
    #expect(color == .tint)
  }

  // MARK: - Gray and none

  @Test func aSelectedGrayCellDrawsLightGrayAndKeepsItsColors() {
    let cell = cell(selectionStyle: .gray)
    cell.isSelected = true
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground, .selectionGray])
    #expect(cell.textLabel?.effectiveTextColor == .label)
    #expect(cell.detailTextLabel?.effectiveTextColor == .secondaryLabel)
  }

  @Test func aCellWithSelectionStyleNoneShowsNoSelection() {
    let cell = cell(selectionStyle: .none)
    cell.isSelected = true
    #expect(cell.isSelected)
    #expect(!cell.showsSelection)
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground])
    #expect(cell.textLabel?.effectiveTextColor == .label)
  }

  @Test func everySelectionStyleButNoneDrawsTheSameGray() {
    let cell = cell()
    cell.isSelected = true
    for style in [TableViewCell.SelectionStyle.blue, .gray, .default] {
      cell.selectionStyle = style
      #expect(cell.textLabel?.effectiveTextColor == .label, "\(style)")
      #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground, .selectionGray], "\(style)")
    }
    cell.selectionStyle = .none
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground])
  }

  // MARK: - Highlighted colors and images

  @Test func aHighlightedTextColorWinsInEveryStyle() {
    for style in [TableViewCell.SelectionStyle.blue, .gray] {
      let cell = cell(selectionStyle: style)
      cell.textLabel?.highlightedTextColor = .destructiveRed
      cell.isHighlighted = true
      #expect(cell.textLabel?.effectiveTextColor == .destructiveRed, "\(style)")
    }
  }

  @Test func aHighlightedTextColorSetWhileSelectedShowsAtOnce() {
    let cell = cell(selectionStyle: .gray)
    cell.isSelected = true
    cell.textLabel?.highlightedTextColor = .insertGreen
    #expect(cell.textLabel?.effectiveTextColor == .insertGreen)
  }

  @Test func theHighlightedImageShowsWhileTheCellShowsItsSelection() {
    let cell = cell()
    cell.imageView?.highlightedImage = .test("small")
    #expect(cell.imageView?.displayedImage == .test("icon"))
    cell.isHighlighted = true
    #expect(cell.imageView?.displayedImage == .test("small"))
    cell.isHighlighted = false
    #expect(cell.imageView?.displayedImage == .test("icon"))
  }

  @Test func withoutAHighlightedImageTheImageStays() {
    let cell = cell()
    cell.isSelected = true
    #expect(cell.imageView?.displayedImage == .test("icon"))
  }

  // MARK: - Selected background view

  @Test func aSelectedBackgroundViewReplacesTheStyleColorAndKeepsTheTitlesColors() {
    let cell = cell()
    let background = View()
    background.backgroundColor = .insertGreen
    cell.selectedBackgroundView = background
    cell.isSelected = true
    // Laid out with the cell, never while drawing (issue 25).
    cell.layoutIfNeeded()
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground, .insertGreen])
    #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(cell.textLabel?.effectiveTextColor == .label)
  }

  @Test func theSelectedBackgroundFadesInOverThreeTenthsOfASecond() {
    let cell = cell()
    cell.setSelected(true, animated: true)
    #expect(cell.isAnimating)
    #expect(cell.selectionOpacity == 0)
    // The fade starts at the first frame after the change.
    cell.advanceAnimations(to: 5)
    #expect(cell.selectionOpacity == 0)
    cell.advanceAnimations(to: 5.15)
    #expect(abs(cell.selectionOpacity - 0.5) < 1e-9)
    #expect(backgroundFills(of: cell).last.map { abs($0.1 - 0.5) < 1e-9 } == true)
    cell.advanceAnimations(to: 5.3)
    #expect(cell.selectionOpacity == 1)
    #expect(!cell.isAnimating)
  }

  @Test func deselectingWithAnimationFadesOut() {
    let cell = cell()
    cell.isSelected = true
    cell.setSelected(false, animated: true)
    #expect(cell.selectionOpacity == 1)
    cell.advanceAnimations(to: 1)
    cell.advanceAnimations(to: 1.075)
    #expect(abs(cell.selectionOpacity - 0.75) < 1e-9)
    cell.advanceAnimations(to: 2)
    #expect(cell.selectionOpacity == 0)
    #expect(backgroundFills(of: cell).map(\.0) == [.systemBackground])
  }

  @Test func reversingAFadeHalfwayStartsFromWhereItIs() {
    let cell = cell()
    cell.setSelected(true, animated: true)
    cell.advanceAnimations(to: 0)
    cell.advanceAnimations(to: 0.15)
    cell.setSelected(false, animated: true)
    cell.advanceAnimations(to: 0.2)
    #expect(abs(cell.selectionOpacity - 0.5) < 1e-9)
    cell.advanceAnimations(to: 0.35)
    #expect(abs(cell.selectionOpacity - 0.25) < 1e-9)
  }

  @Test func selectingWithoutAnimationStopsAFade() {
    let cell = cell()
    cell.setSelected(true, animated: true)
    cell.setSelected(true, animated: false)
    #expect(cell.selectionOpacity == 1)
    #expect(!cell.isAnimating)
  }
}
