import Testing
import PlaygroundPreview

/// Scroll views, lazy grids, grids, navigation, tabs, geometry readers, disclosure groups, group boxes.
@Suite struct ContainerDrawingTests {
    @Test func scrollViewClipsItsContentToTheProposedHeight() {
        let scroll = ScrollViewDrawable(content: vstack(spacing: 0, text("one"), text("two"), text("three")))
        #expect(render(scroll.frame(height: 32), width: 5) == " one\n two")
        #expect(render(scroll, width: 5) == " one\n two\nthree")
        #expect(scroll.sizeThatFits(ProposedSize(width: 20, height: nil)) == Size(width: 20, height: 3))
    }

    @Test func aHorizontalScrollViewOffersItsContentUnlimitedWidth() {
        let scroll = ScrollViewDrawable(content: text("長い長いテキスト wraps not"), horizontal: true, vertical: false)
        #expect(render(scroll, width: 12) == "長い長いテキ")
    }

    @Test func lazyVGridSharesTheWidthBetweenFlexibleColumns() {
        let grid = LazyGridDrawable(trackAxis: .horizontal, items: [GridItemSize(), GridItemSize()], children: [
            text("a"), text("b"), text("c"), text("🍎"),
        ])
        #expect(render(grid, width: 9) == """
             a    b
             c    🍎
            """)
    }

    @Test func adaptiveGridItemsMakeAsManyColumnsAsFit() {
        let grid = LazyGridDrawable(trackAxis: .horizontal, items: [GridItemSize(.adaptive(minimum: 24, maximum: .infinity), spacing: 0)],
                                    children: (1...5).map { text("\($0)") })
        #expect(render(grid, width: 9) == " 1  2  3\n 4  5")
    }

    @Test func fixedGridItemsKeepTheirWidth() {
        let grid = LazyGridDrawable(trackAxis: .horizontal, items: [GridItemSize(.fixed(32)), GridItemSize(.fixed(16))], children: [
            text("名"), text("x"), text("長さ"), text("y"),
        ])
        #expect(render(grid, width: 20) == " 名  x\n長さ y")
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let grid = GridDrawable(rows: [
            .init(cells: [text("Name"), text("Qty")]),
            .init(cells: [text("🍎"), text("12")]),
            .init(cells: [DividerDrawable()], spans: true),
            .init(cells: [text("梨"), text("3")]),
        ], alignment: .leading)
        #expect(render(grid) == """
            Name Qty
            🍎   12
            ────────
            梨   3
            """)
    }

    @Test func navigationStackDrawsItsBarAboveTheContent() {
        let stack = NavigationStackDrawable(title: text("Inbox 📥"), trailingItems: [ButtonDrawable("+")], content: text("Hello"))
        #expect(render(stack, width: 16) == """
            Inbox 📥   [ + ]
            ────────────────
                 Hello
            """)
        #expect(render(NavigationStackDrawable(content: text("Bare")), width: 4) == "Bare")
    }

    @Test func navigationLinkHasATrailingChevron() {
        #expect(render(NavigationLinkDrawable("設定"), width: 10) == "設定     ›")
    }

    @Test func tabViewShowsTheSelectedTabAboveItsBar() {
        let tabs = TabViewDrawable(tabs: [
            .init(label: text("Home"), content: text("Welcome")),
            .init(label: text("お気に入り"), content: text("Favs")),
        ], selected: 1)
        #expect(render(tabs, width: 24) == """
                      Favs
            ────────────────────────
                Home     お気に入り
            """)
    }

    @Test func pagedTabViewShowsTheSelectedPageAboveItsDots() {
        let pages: [TabViewDrawable.Tab] = [
            .init(label: text("Home"), content: text("ようこそ")),
            .init(label: text("Favs"), content: text("⭐ Favs")),
            .init(label: text("More"), content: text("More")),
        ]
        #expect(render(TabViewDrawable(tabs: pages, selected: 1, style: .pages(showsIndex: true)), width: 12) == """
              ⭐ Favs
               ○ ● ○
            """)
        #expect(render(TabViewDrawable(tabs: pages, style: .pages(showsIndex: false)), width: 12) == "  ようこそ")
    }

    @Test func aTabItemDrawsOnlyItsViewOutsideATabView() {
        let item = TabItemDrawable(text("受信箱"), label: text("📬 Mail"))
        #expect(render(item, width: 12) == "受信箱")
        #expect(item.label.sizeThatFits(.unspecified) == Size(width: 7, height: 1))
    }

    @Test func geometryReaderTakesTheProposalAndDrawsAtTopLeading() {
        let reader = GeometryReaderDrawable(content: text("🌍"))
        #expect(render(vstack(reader.frame(width: 48, height: 32), text("------"))) == "🌍\n\n------")
        #expect(reader.sizeThatFits(.unspecified) == Size(width: 1, height: 1))
    }

    @Test func viewThatFitsPicksTheFirstThatFits() {
        let fits = ViewThatFitsDrawable(candidates: [text("A long label"), text("Short"), text("S")])
        #expect(render(fits, width: 20) == "A long label")
        #expect(render(fits, width: 6) == "Short")
        #expect(render(fits, width: 2) == "S")
    }

    @Test func disclosureGroupShowsItsContentWhenExpanded() {
        #expect(render(DisclosureGroupDrawable("More", isExpanded: false, content: [text("hidden")])) == "▸ More")
        #expect(render(DisclosureGroupDrawable("詳細", isExpanded: true, content: [text("一"), text("two")])) == """
            ▾ 詳細
              一
              two
            """)
    }

    @Test func groupBoxIsATitledRoundedBox() {
        #expect(render(GroupBoxDrawable("Stats 📊", content: text("42 steps"))) == """
            ╭──────────╮
            │ Stats 📊 │
            │ 42 steps │
            ╰──────────╯
            """)
    }

    @Test func contentUnavailableViewIsCentered() {
        let view = ContentUnavailableViewDrawable("No Mail", systemImage: "envelope", description: "受信なし")
        #expect(render(view, width: 12) == """
                 ✉
              No Mail
              受信なし
            """)
    }
}
