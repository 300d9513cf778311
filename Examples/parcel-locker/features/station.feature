# The station controller's journey (docs/requirements.md, FR-3). The step table is station.steps.json.
@JRN-05
Feature: A day at the station

  @FR-3.1 @FR-3.2
  Scenario: The link drops and a technician services the station
    When the network link drops
    Then the station is Offline
    And the station logs station_offline
    When a technician turns the key to service
    Then the station is Maintenance
    When the network link is back
    Then the station is Maintenance
    And the station logs nothing
    When the technician turns the key back
    Then the station is Online
    And the station logs station_online
