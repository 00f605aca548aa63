// Foundation's Decimal in a view: an order's total from literals, integers and strings, the four
// operations, comparison, its text.

// MARK: - decimal_order_total
// expect: VStack<TupleView<(Text, Text, Optional<Text>)>>
struct OrderTotal: View {
    var prices: [Decimal] = [4.78, 2.5, Decimal(3), Decimal(string: "1.25") ?? .zero]
    var total: Decimal { prices.reduce(Decimal.zero, +) * Decimal(2) - 1 }
    var share: Decimal { total / 3 }
    var body: some View {
        VStack {
            Text("Total \(total.description)")
            Text("Each \(share.description)")
            if total > 10, !total.isZero, !share.isNaN, share.isFinite, (-share).magnitude == share, Decimal.pi > Decimal(floatLiteral: 3.1), Decimal(integerLiteral: 1) < Decimal(2.5), !Decimal.nan.isFinite, Decimal(exactly: 3) != nil {
                Text("Large")
            }
        }
    }
}
OrderTotal().body
