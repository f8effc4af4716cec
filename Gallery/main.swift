import Tessera
print("gallery")
