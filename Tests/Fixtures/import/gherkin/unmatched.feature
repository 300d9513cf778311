Feature: Checkout

  Scenario: Paying by cash
    Given the shopper has a basket
    When the shopper pays 25 euro in cash
