import Foundation
import Testing

@testable import TableKit

/// `Image(systemName:)` (issue 13, item 10): the symbols table apps use most, drawn by the core
/// as vector shapes in the tint, inside the rect they are given, at their natural size in
/// layout without asking the backend.
@MainActor
@Suite
struct SystemSymbolTests {
  static let listedNames = [
    "chevron.right", "checkmark", "plus", "minus.circle.fill", "trash", "star", "star.fill",
    "heart", "gear", "info.circle", "person.crop.circle", "magnifyingglass", "xmark", "folder",
    "doc", "bell", "bookmark", "flag", "square.and.arrow.up", "ellipsis", "clock",
    "arrow.down.circle", "list.bullet", "doc.on.doc", "plus.square.on.square", "pencil",
    "square.and.pencil", "arrow.up.arrow.down",
  ]

  /// Every point and rect of `list`, with the stroke's half width around points.
  private func bounds(of list: DrawList) -> [CGRect] {
    list.commands.flatMap { command -> [CGRect] in
      switch command {
      case .polyline(let points, let width, _):
        return points.map {
          CGRect(x: $0.x - width / 2, y: $0.y - width / 2, width: width, height: width)
        }
      case .fillPolygon(let points, _):
        return points.map { CGRect(origin: $0, size: .zero) }
      case .fillEllipse(let rect, _), .fillRoundedRect(let rect, _, _):
        return [rect]
      case .strokeRoundedRect(let rect, _, let width, _):
        return [rect.insetBy(dx: -width / 2, dy: -width / 2)]
      default:
        return [CGRect(x: CGFloat.infinity, y: CGFloat.infinity, width: 0, height: 0)]
      }
    }
  }

  private func colors(of list: DrawList) -> Set<Color> {
    Set(
      list.commands.compactMap { command -> Color? in
        switch command {
        case .polyline(_, _, let color), .fillPolygon(_, let color), .fillEllipse(_, let color),
          .fillRoundedRect(_, _, let color), .strokeRoundedRect(_, _, _, let color):
          return color
        default:
          return nil
        }
      })
  }

  @Test func everyListedNameMakesASymbolImage() throws {
    for name in Self.listedNames {
      let image = try #require(Image(systemName: name), "\(name)")
      #expect(image.isSymbolImage)
      #expect(image.name == name)
    }
    #expect(Set(SystemSymbol.allCases.map(\.rawValue)) == Set(Self.listedNames))
  }

  @Test func anUnknownNameMakesNoImage() {
    #expect(Image(systemName: "not.a.symbol") == nil)
    #expect(Image(systemName: "") == nil)
  }

  @Test func aNamedImageIsNotASymbolEvenWhenItsNameIsOne() throws {
    let file = try #require(Image(named: "star"))
    #expect(!file.isSymbolImage)
    #expect(file != Image(systemName: "star"))
  }

  @Test func everySymbolDrawsShapesInsideItsRectAtAnyScale() {
    for symbol in SystemSymbol.allCases {
      for rect in [
        CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 30, y: 40, width: 58, height: 40),
        CGRect(x: -5, y: 7, width: 10, height: 10),
      ] {
        var list = DrawList()
        symbol.draw(in: rect, color: .tint, into: &list)
        #expect(!list.commands.isEmpty, "\(symbol)")
        // Compared edge by edge: Foundation's `contains` rebuilds the union's edges from the
        // origin and size, which is off in the last bit for these rects.
        for box in bounds(of: list) {
          let inside =
            box.minX >= rect.minX - 0.001 && box.maxX <= rect.maxX + 0.001
            && box.minY >= rect.minY - 0.001 && box.maxY <= rect.maxY + 0.001
          #expect(inside, "\(symbol.rawValue) draws \(box) outside \(rect)")
        }
      }
    }
  }

  @Test func aSymbolIsDrawnInTheColorItIsGiven() {
    for symbol in SystemSymbol.allCases {
      var list = DrawList()
      symbol.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20), color: .systemRed, into: &list)
      // The minus of `minus.circle.fill` is cut out in white.
      let expected: Set<Color> = symbol == .minusCircleFill ? [.systemRed, .white] : [.systemRed]
      #expect(colors(of: list) == expected, "\(symbol)")
    }
  }

  @Test func aSymbolInAnEmptyOrInfiniteRectDrawsNothing() {
    var list = DrawList()
    SystemSymbol.star.draw(in: .zero, color: .tint, into: &list)
    SystemSymbol.star.draw(
      in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5), color: .tint, into: &list)
    #expect(list.commands.isEmpty)
  }

  @Test func symbolsAreAboutTwentyPointsTallAtTheirNaturalSize() {
    for symbol in SystemSymbol.allCases {
      #expect(symbol.naturalSize.height == 20)
      #expect((10...20).contains(symbol.naturalSize.width), "\(symbol)")
    }
    #expect(SystemSymbol.star.naturalSize == CGSize(width: 20, height: 20))
    #expect(SystemSymbol.chevronRight.naturalSize.width < SystemSymbol.star.naturalSize.width)
  }

  @Test func anImageProviderKnowsASymbolsSizeWithoutBeingTold() throws {
    let provider = FixedImageSizes()
    let star = try #require(Image(systemName: "star"))
    #expect(provider.size(of: star) == CGSize(width: 20, height: 20))
    #expect(provider.size(of: try #require(Image(named: "star"))) == nil)
  }

  @Test func anImageViewDrawsASymbolInItsTintAndFitsItsNaturalSize() throws {
    let view = ImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.screen = ViewTesting.screen()
    view.image = Image(systemName: "heart")
    #expect(view.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
    view.tintColor = .systemPink
    var list = DrawList()
    view.draw(in: &list)
    #expect(!list.commands.isEmpty)
    #expect(colors(of: list) == [.systemPink])
    #expect(!list.commands.contains { if case .image = $0 { true } else { false } })
  }

  @Test func aCellsSymbolImageTakesTheCellsTintAndTheNaturalSize() throws {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Favorites"
      $0.imageView?.image = Image(systemName: "star.fill")
      $0.tintColor = .systemOrange
    }
    let imageView = try #require(cell.imageView)
    #expect(imageView.frame.size == CGSize(width: 20, height: 20))
    #expect(imageView.symbolColor == .systemOrange)
  }

  /// Issue 26: `.blue` draws the gray of iOS 7 and later, on which a symbol keeps its tint.
  @Test func aSymbolOnTheBlueSelectionKeepsItsTint() throws {
    let cell = ViewTesting.cell(.default) {
      $0.textLabel?.text = "Favorites"
      $0.imageView?.image = Image(systemName: "star")
      $0.selectionStyle = .blue
      $0.setSelected(true, animated: false)
    }
    #expect(try #require(cell.imageView).symbolColor == .tint)
  }

  @Test func aContentConfigurationShowsASymbolAtItsNaturalSize() throws {
    let cell = ViewTesting.cell(.default) {
      var content = $0.defaultContentConfiguration()
      content.text = "Share"
      content.image = Image(systemName: "square.and.arrow.up")
      $0.contentConfiguration = content
    }
    cell.layoutIfNeeded()
    var list = DrawList()
    cell.render(into: &list)
    let drawsAnImageFile = list.commands.contains { if case .image = $0 { true } else { false } }
    #expect(!drawsAnImageFile)
    #expect(list.commands.contains { if case .polyline(_, _, .tint) = $0 { true } else { false } })
  }

  @Test func titlesBesideNarrowAndWideSymbolsLineUp() throws {
    func titleX(_ name: String) throws -> CGFloat {
      let cell = ViewTesting.cell(.default) {
        $0.textLabel?.text = name
        $0.imageView?.image = Image(systemName: name)
      }
      return try #require(cell.textLabel).frame.minX
    }
    #expect(try titleX("chevron.right") == titleX("star"))
    #expect(try titleX("bookmark") == titleX("star"))
    let cell = ViewTesting.cell(.default) {
      $0.imageView?.image = Image(systemName: "chevron.right")
    }
    let chevron = try #require(cell.imageView)
    // 12 wide, centred in the 20-point room that starts at the 15-point margin.
    #expect(chevron.frame.minX == 19)
  }

  @Test func textsBesideNarrowAndWideSymbolsLineUpInAContentConfiguration() throws {
    func textX(_ name: String) -> CGFloat {
      var content = ListContentConfiguration.cell()
      content.text = name
      content.image = Image(systemName: name)
      let view = ListContentView(configuration: content)
      view.screen = ViewTesting.screen()
      view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
      view.layoutIfNeeded()
      return view.textLabel.frame.minX
    }
    #expect(textX("doc") == textX("gear"))
  }
}
