package config

// Card payment modes, as startup logs them.
const (
	PaymentsStripe       = "stripe"
	PaymentsTestCheckout = "test checkout"
	PaymentsDisabled     = "disabled"
)

// PaymentMode says how card deposits are taken: Stripe when it has a key,
// else the built-in test checkout only where TEST_CHECKOUT allows it, else
// not at all.
func (c Config) PaymentMode() string {
	switch {
	case c.StripeSecretKey != "":
		return PaymentsStripe
	case c.TestCheckout:
		return PaymentsTestCheckout
	}
	return PaymentsDisabled
}
